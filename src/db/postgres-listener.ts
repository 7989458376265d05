import pg from "pg";

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

export interface ListenOptions {
  /**
   * Called after the listener has been re-established following a lost
   * connection: notifications sent while it was down were missed, so anything
   * may have changed.
   */
  onResume?: () => void;
  /** Wait before the nth reconnection attempt (tests shorten it). */
  retryDelayMs?: (attempt: number) => number;
}

const defaultRetryDelay = (attempt: number) => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);

/**
 * LISTEN on a PostgreSQL channel that survives a lost connection (a database
 * restart, a failover, an administrator ending sessions): the client holding
 * the LISTEN is checked out of the pool for good, so the pool's own error
 * handler does not cover it. When it breaks, it is discarded and a new one
 * listens again, retrying with backoff until the database answers; then
 * `onResume` runs. The first connection's failure is thrown to the caller.
 */
export async function listenWithReconnect(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  { onResume, retryDelayMs = defaultRetryDelay }: ListenOptions = {},
): Promise<() => Promise<void>> {
  // The client currently listening, and how to let go of it exactly once.
  let current: { client: pg.PoolClient; discard: (error?: Error) => boolean } | undefined;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) onPayload(message.payload ?? "");
  };

  async function connect(): Promise<void> {
    const client = await pool.connect();
    let released = false;
    let established = false;
    const discard = (error?: Error) => {
      if (released) return false;
      released = true;
      client.off("notification", onNotification);
      client.off("error", onLost);
      client.off("end", onEnd);
      // With an error the pool destroys the client instead of reusing it; a
      // destroyed client may still report errors, which no longer matter.
      if (error) client.on("error", () => undefined);
      client.release(error);
      if (current?.client === client) current = undefined;
      return true;
    };
    const onLost = (error?: Error) => {
      if (!discard(error ?? new Error("connection ended")) || !established || stopped) return;
      console.error(`[db] lost the connection listening on ${channel}: ${error?.message ?? "ended"}; reconnecting`);
      scheduleReconnect();
    };
    const onEnd = () => onLost();
    client.on("error", onLost);
    client.on("end", onEnd);
    client.on("notification", onNotification);
    try {
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      discard(error as Error);
      throw error;
    }
    if (released) throw new Error(`lost the connection while starting to listen on ${channel}`);
    established = true;
    current = { client, discard };
  }

  function scheduleReconnect(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          failedAttempts = 0;
          console.log(`[db] listening on ${channel} again`);
          onResume?.();
        },
        () => {
          failedAttempts++;
          if (!stopped) scheduleReconnect();
        },
      );
    }, retryDelayMs(failedAttempts));
    retryTimer.unref();
  }

  await connect();

  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const listening = current;
    if (!listening) return;
    await listening.client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    listening.discard();
  };
}
