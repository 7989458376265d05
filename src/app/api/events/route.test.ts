import type { EventEmitter } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { faqs } from "@/db/schema";
import { CHANGES_CHANNEL } from "@/lib/cache";
import { emitCacheOperation, emitTableChange } from "@/lib/changes";
import { cacheOperations } from "@/db/schema";
import { GET } from "./route";

// Opened before any stream: every stream reads the latest cache operation when it opens.
const handle = await useTestDatabase();

const decoder = new TextDecoder();
const open: AbortController[] = [];

afterEach(() => {
  for (const controller of open.splice(0)) controller.abort();
});

async function connect(headers: Record<string, string> = {}) {
  const controller = new AbortController();
  open.push(controller);
  const response = GET(new Request("http://localhost/api/events", { signal: controller.signal, headers }));
  const reader = response.body!.getReader();
  return { response, reader, controller };
}

/** Reads until the collected text satisfies `done`, or fails after `timeoutMs`. */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  done: (text: string) => boolean,
  timeoutMs = 1000,
): Promise<string> {
  let text = "";
  const deadline = Date.now() + timeoutMs;
  while (!done(text)) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out; got ${JSON.stringify(text)}`)), Math.max(0, deadline - Date.now()));
    });
    const chunk = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

describe("GET /api/events", () => {
  it("answers as an unbuffered, untransformed event stream", async () => {
    const { response } = await connect();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
  });

  it("sends a change event naming the table when faqs change", async () => {
    const { reader } = await connect();
    await readUntil(reader, (text) => text.includes(": connected"));
    emitTableChange("faqs");
    const text = await readUntil(reader, (t) => t.includes("\n\n") && t.includes("event: change"));
    expect(text).toContain("event: change\ndata: faqs\n\n");
  });

  it("sends each change to every open stream", async () => {
    const first = await connect();
    const second = await connect();
    await readUntil(first.reader, (text) => text.includes(": connected"));
    await readUntil(second.reader, (text) => text.includes(": connected"));
    emitTableChange("site_banners");
    for (const { reader } of [first, second]) {
      expect(await readUntil(reader, (t) => t.includes("data: site_banners\n\n"))).toContain("event: change");
    }
  });

  it("never forwards a payload that could inject other SSE fields", async () => {
    const { reader } = await connect();
    await readUntil(reader, (text) => text.includes(": connected"));
    emitTableChange("faqs\ndata: evil");
    emitTableChange("faqs");
    const text = await readUntil(reader, (t) => t.includes("data: faqs\n\n"));
    expect(text).not.toContain("evil");
  });

  it("removes its listener and ends the stream when the client disconnects", async () => {
    const { reader, controller } = await connect();
    await readUntil(reader, (text) => text.includes(": connected"));
    controller.abort();
    emitTableChange("faqs");
    const rest = await reader.read();
    expect(rest.done).toBe(true);
  });

  it("does not keep listening after disconnect (no leaked listeners)", async () => {
    const bus = (globalThis as Record<symbol, EventEmitter>)[Symbol.for("velvet.changes.bus")];
    const before = bus.listenerCount("change");
    const { reader, controller } = await connect();
    await readUntil(reader, (text) => text.includes(": connected"));
    expect(bus.listenerCount("change")).toBe(before + 1);
    controller.abort();
    expect(bus.listenerCount("change")).toBe(before);
  });

  it("delivers a committed write to the faqs table, through NOTIFY, to an open stream", async () => {
    // The same wiring as src/instrumentation.ts: NOTIFY velvet_changes → the in-process bus.
    const unlisten = await handle.listen(CHANGES_CHANNEL, (table) => emitTableChange(table));
    try {
      const { reader } = await connect();
      await readUntil(reader, (text) => text.includes(": connected"));
      await handle.db.insert(faqs).values({ question: "Is this live?", answer: "Yes." });
      const text = await readUntil(reader, (t) => t.includes("data: faqs\n\n"), 3000);
      expect(text).toContain("event: change\ndata: faqs\n\n");
    } finally {
      await unlisten();
    }
  });

  it("sends each cache operation with its id, and first the latest id so a reconnection can say what it saw", async () => {
    const [seen] = await handle.db.insert(cacheOperations).values({ kind: "clear_all" }).returning();
    const { reader } = await connect();
    expect(await readUntil(reader, (t) => t.includes("event: hello"))).toContain(`event: hello\nid: ${seen.id}\n`);
    emitCacheOperation({ id: seen.id + 1, kind: "clear_content", tables: ["faqs"] });
    const text = await readUntil(reader, (t) => t.includes("event: cache"));
    expect(text).toContain(`event: cache\nid: ${seen.id + 1}\ndata: {"kind":"clear_content","tables":["faqs"]}\n\n`);
  });

  it("replays to a reconnecting tab the operations after its Last-Event-ID (or ?since=), oldest first", async () => {
    const [first] = await handle.db.insert(cacheOperations).values({ kind: "sync_all" }).returning();
    await handle.db.insert(cacheOperations).values([{ kind: "clear_content", contentType: "faqs" }, { kind: "emergency" }]);
    const { reader } = await connect({ "Last-Event-ID": String(first.id) });
    const text = await readUntil(reader, (t) => t.includes("event: hello"));
    expect(text).not.toContain(`id: ${first.id}\ndata: {"kind":"sync_all"}`);
    const replayed = [...text.matchAll(/event: cache\nid: (\d+)\ndata: (.*)\n/g)].map((match) => [Number(match[1]), match[2]]);
    expect(replayed).toEqual([
      [first.id + 1, '{"kind":"clear_content","tables":["faqs"]}'],
      [first.id + 2, '{"kind":"emergency"}'],
    ]);
    expect(text).toContain(`event: hello\nid: ${first.id + 2}\n`);
  });
});
