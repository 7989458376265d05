import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const context = await browser.newContext({ baseURL: base });
const res = await context.request.post("/api/auth/sign-in/email", { headers: { Origin: base }, data: { email: "admin@shot.test", password: process.env.ADMIN_PASSWORD } });
console.log("sign-in", res.status());
const shots = [
  ["/admin/content/gallery", "library"],
  ["/admin/content/gallery?usage=unused", "library-unused"],
  ["/admin/content/banners", "banners"],
  ["/admin/content/homepage", "homepage"],
  ["/admin/settings", "settings"],
  ["/admin/users", "users"],
];
for (const [path, name] of shots) {
  for (const [w, h, tag] of [[1440, 1000, "desk"], [390, 844, "phone"]]) {
    const page = await context.newPage();
    await page.setViewportSize({ width: w, height: h });
    const r = await page.goto(path);
    await page.waitForLoadState("networkidle").catch(() => {});
    await page.screenshot({ path: `/tmp/shots/${name}-${tag}.png`, fullPage: tag === "desk" ? false : false });
    console.log(path, tag, r?.status());
    await page.close();
  }
}
await browser.close();
