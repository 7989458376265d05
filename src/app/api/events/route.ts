import { ANY_TABLE, onTableChange } from "@/lib/changes";
import { serverSentEvents } from "@/lib/server-sent-events";

/** Only plain table names are forwarded, so a payload can never inject SSE fields. */
const TABLE_NAME = /^[a-z_]{1,63}$/;

/**
 * Server-sent events: one `change` event naming the table after each
 * committed write, or `*` when changes may have been missed (fed by
 * PostgreSQL NOTIFY through src/lib/changes.ts, so writes from any instance
 * arrive). Clients reload what they show, e.g. the FAQs. Table names are
 * not secret, so no sign-in is needed; nothing else is sent. The listener
 * is removed when the client goes away; clients reconnect after 5 s if the
 * connection drops.
 */
export function GET(request: Request): Response {
  return serverSentEvents(request, { retryMs: 5_000 }, (send) =>
    onTableChange((table) => {
      if (TABLE_NAME.test(table) || table === ANY_TABLE) send(`event: change\ndata: ${table}\n\n`);
    }),
  );
}
