// Temporary: quick per-class measurement (not committed).
import autocannon from "autocannon";
import { findPublicProfile, prepareSeededDatabase, startAppServer } from "./lib/app-server.mjs";
import { stop } from "./lib/proc.mjs";
const cleanups = [];
const UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const env = await prepareSeededDatabase({ name: "qb", databaseUrl: process.env.BENCH_DATABASE_URL, cleanups });
const { server, base } = await startAppServer(env, { logName: "qb", extraEnv: { VELVET_PAGE_CACHE: process.env.CACHE ?? "on" } });
try {
  async function signIn(email) {
    const r = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ email, password: env.DEMO_PASSWORD }) });
    const set = r.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    if (!r.ok) throw new Error(`sign-in ${email}: ${r.status} ${await r.text()}`);
    return set;
  }
  const cookies = { visitor: "", member: await signIn("member@velvet.london"), subscriber: await signIn("subscriber@velvet.london") };
  const profile = await findPublicProfile(base);
  const html = await (await fetch(`${base}/`)).text();
  const css = html.match(/href="(\/_next\/static\/[^"]+\.css)"/)[1];
  const rows = [["static", css, {}], ["home", "/", {}], ["models", "/models", {}], ["profile", profile, {}], ["category", "/blonde-escorts", {}],
    ["nav /→/models (rsc)", "/models?_rsc=abc12", { rsc: "1", "next-router-state-tree": encodeURIComponent(JSON.stringify(["", { children: ["__PAGE__", {}, null, null] }, null, null, true])) }],
    ["prefetch profile", `${profile}?_rsc=pf123`, { rsc: "1", "next-router-prefetch": "1", "next-router-state-tree": encodeURIComponent(JSON.stringify(["", { children: ["models", { children: ["__PAGE__", {}, null, null] }, null, null] }, null, null, true])) }]];
  for (const [cls, cookie] of Object.entries(cookies)) {
    for (const [label, path, headers] of rows) {
      if (label === "static" && cls !== "visitor") continue;
      const h = { "user-agent": UA, "accept-encoding": "gzip, deflate, br", ...headers, ...(cookie ? { cookie } : {}) };
      const probe = await fetch(base + path, { headers: h });
      const body = await probe.text();
      await autocannon({ url: base + path, connections: 4, duration: 1, headers: h });
      const r = await autocannon({ url: base + path, connections: 20, duration: Number(process.env.D ?? 5), headers: h });
      console.log(`${cls.padEnd(10)} ${label.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(6)} req/s p99 ${String(r.latency.p99).padStart(5)} ms non2xx ${r.non2xx} status ${probe.status} ${probe.headers.get("content-type")} ${probe.headers.get("x-velvet-cache")} ${body.length}B`);
    }
  }
} finally {
  await stop(server);
  for (const c of cleanups.reverse()) await c();
}
