/** Proxies drop idle connections after about 30-60 s; a comment line keeps ours open. */
export const SSE_HEARTBEAT_MS = 25_000;

/**
 * A server-sent events response: `open` starts feeding events through
 * `send` and returns how to stop; it is stopped, with the heartbeat, when
 * the client goes away (the request's abort signal, or the stream
 * cancelled). The first bytes (the reconnect delay and a comment) flush the
 * headers at once. Reading the request keeps the handler per-request.
 */
export function serverSentEvents(request: Request, { retryMs }: { retryMs: number }, open: (send: (text: string) => void) => () => void): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let stopped = false;
      let close = () => {};
      const send = (text: string) => {
        if (stopped) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop(); // the stream is already closed
        }
      };
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), SSE_HEARTBEAT_MS);
      stop = () => {
        if (stopped) return;
        stopped = true;
        close();
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
      close = open(send);
      send(`retry: ${retryMs}\n: connected\n\n`);
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" },
  });
}
