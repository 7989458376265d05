import { ANY_TABLE, onTableChange } from "@/lib/changes";

/** Proxies drop idle connections after about 30-60 s; a comment line keeps ours open. */
const HEARTBEAT_MS = 25_000;
/** Only plain table names are forwarded, so a payload can never inject SSE fields. */
const TABLE_NAME = /^[a-z_]{1,63}$/;

/**
 * Server-sent events: one `change` event naming the table after each
 * committed write, or `*` when changes may have been missed (fed by
 * PostgreSQL NOTIFY through src/lib/changes.ts, so writes from any instance
 * arrive). Clients reload what they show, e.g. the FAQs. Table names are
 * not secret, so no sign-in is needed; nothing else is sent. The listener
 * and heartbeat are removed when the client goes away. Reading the request
 * (its abort signal) keeps this handler per-request.
 */
export function GET(request: Request): Response {
  const encoder = new TextEncoder();
  let stop = () => {};

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop(); // the stream is already closed
        }
      };
      const unsubscribe = onTableChange((table) => {
        if (TABLE_NAME.test(table) || table === ANY_TABLE) send(`event: change\ndata: ${table}\n\n`);
      });
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), HEARTBEAT_MS);
      let stopped = false;
      stop = () => {
        if (stopped) return;
        stopped = true;
        unsubscribe();
        clearInterval(heartbeat);
        request.signal.removeEventListener("abort", stop);
        try {
          controller.close();
        } catch {
          // already closed or cancelled
        }
      };
      request.signal.addEventListener("abort", stop);
      if (request.signal.aborted) {
        stop();
        return;
      }
      // Reconnect after 5 s if the connection drops; the comment flushes the headers at once.
      send("retry: 5000\n: connected\n\n");
    },
    cancel() {
      stop();
    },
  });

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
