import { and, eq, inArray, isNull } from "drizzle-orm";
import { createTransport, type Transporter } from "nodemailer";
import { getDb, type Database, type Transaction } from "@/db";
import { mailOutbox } from "@/db/schema";
import { decryptField, encryptField, isEncryptedField } from "@/lib/crypto/field-encryption";
import { getEnv } from "@/lib/env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SendMailResult {
  /** The mail_outbox row. */
  id: string;
  /** True when the SMTP server accepted it. */
  sent: boolean;
  /** Why delivery failed (also stored on the row). */
  error?: string;
}

const TRANSPORT_KEY = Symbol.for("velvet.mail.transport");
type MailTransport = Pick<Transporter, "sendMail">;
type TransportSlot = { url: string; transport: MailTransport; override?: boolean };
type GlobalWithTransport = typeof globalThis & { [TRANSPORT_KEY]?: TransportSlot };

/** Tests replace the SMTP transport (e.g. nodemailer's jsonTransport or a failing stub); null restores it. */
export function setMailTransportForTests(transport: MailTransport | null): void {
  const g = globalThis as GlobalWithTransport;
  if (transport) g[TRANSPORT_KEY] = { url: "", transport, override: true };
  else delete g[TRANSPORT_KEY];
}

function smtpTransport(url: string): MailTransport {
  const g = globalThis as GlobalWithTransport;
  const slot = g[TRANSPORT_KEY];
  if (slot && (slot.override || slot.url === url)) return slot.transport;
  const transport = createTransport(url);
  g[TRANSPORT_KEY] = { url, transport };
  return transport;
}

function fromAddress(): string {
  const env = getEnv();
  if (env.MAIL_FROM) return env.MAIL_FROM;
  let host = "localhost";
  try {
    if (env.SITE_URL) host = new URL(env.SITE_URL).hostname;
  } catch {
    // env.ts validated it; keep the fallback anyway.
  }
  return `Velvet <no-reply@${host}>`;
}

/** Header values must be one line (no header injection through a subject or address). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/**
 * The recipient as mail_outbox keeps it: encrypted (AES-256-GCM, the field
 * key of src/lib/crypto), since some addresses are applicants' personal data
 * that must not sit in plaintext at rest (decision 025). Rows written before
 * this read as they are.
 */
function storedAddress(to: string): string {
  return encryptField(oneLine(to));
}

function readAddress(stored: string): string {
  return isEncryptedField(stored) ? decryptField(stored) : stored;
}

/**
 * Queues a message in mail_outbox and, when SMTP_URL is set, sends it.
 *
 * - The row is always written first, so nothing is lost when SMTP is down or not
 *   configured; sent_at or error records the outcome.
 * - Without SMTP it logs a one-line notice. In production the notice has neither
 *   the body (reset links are secrets) nor the address (no PII in logs).
 * - A delivery failure never throws: it is recorded and returned. Only a failure
 *   to write the outbox row itself (the database is down) throws.
 */
export async function sendMail(message: MailMessage): Promise<SendMailResult> {
  const id = await queueMail(await getDb(), message);
  return deliver({ id, toAddress: oneLine(message.to), subject: oneLine(message.subject), textBody: message.text });
}

/**
 * Writes a message to mail_outbox inside the caller's transaction, so it
 * exists exactly when the change it announces does (an approval rolled back
 * leaves no "you are approved" mail behind). Send it after the commit with
 * deliverQueuedMail. Returns the row's id.
 */
export async function queueMail(db: Database | Transaction, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: storedAddress(message.to), subject: oneLine(message.subject), textBody: message.text })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/** Several messages at once (a bulk approval): one insert per 500, in the caller's transaction. Returns their ids in order. */
export async function queueMails(db: Database | Transaction, messages: readonly MailMessage[]): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < messages.length; index += 500) {
    const rows = await db
      .insert(mailOutbox)
      .values(messages.slice(index, index + 500).map((message) => ({ toAddress: storedAddress(message.to), subject: oneLine(message.subject), textBody: message.text })))
      .returning({ id: mailOutbox.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Sends queued messages not sent yet (as sendMail does: recorded on the row, never throws for a delivery failure). */
export async function deliverQueuedMail(ids: readonly string[]): Promise<SendMailResult[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: mailOutbox.id, toAddress: mailOutbox.toAddress, subject: mailOutbox.subject, textBody: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.id, [...ids]), isNull(mailOutbox.sentAt)));
  const results: SendMailResult[] = [];
  for (const row of rows) results.push(await deliver(row));
  return results;
}

/**
 * "j•••@example.com": enough for a developer to tell messages apart, never
 * a whole address in a log (applicants' addresses are personal data kept
 * encrypted, in mail_outbox too).
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${address[0]}•••${address.slice(at)}`;
}

async function deliver(row: { id: string; toAddress: string; subject: string; textBody: string }): Promise<SendMailResult> {
  const env = getEnv();
  const { id, subject } = row;
  const db = await getDb();
  let to: string;
  try {
    to = readAddress(row.toAddress);
  } catch {
    // The key that encrypted it is gone (decision 017): nothing can be sent; say so on the row.
    const reason = "The recipient's address cannot be decrypted with the current keys";
    console.error(`[mail] could not send message ${id}: ${reason}`);
    await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, id));
    return { id, sent: false, error: reason };
  }

  if (!env.SMTP_URL) {
    if (env.NODE_ENV === "production") {
      console.info(`[mail] SMTP_URL is not set: message ${id} ("${subject}") kept in mail_outbox, not sent.`);
    } else {
      console.info(
        `[mail] SMTP_URL is not set: message ${id} kept in mail_outbox.\n  To: ${maskAddress(to)}\n  Subject: ${subject}\n\n${row.textBody}\n`,
      );
    }
    return { id, sent: false };
  }

  try {
    await smtpTransport(env.SMTP_URL).sendMail({ from: fromAddress(), to, subject, text: row.textBody });
    await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
    return { id, sent: true };
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || "Unknown error";
    // SMTP errors often quote the recipient: in production log only the code (the row has the full reason).
    const code = (error as { code?: unknown; responseCode?: unknown }).responseCode ?? (error as { code?: unknown }).code;
    console.error(
      env.NODE_ENV === "production"
        ? `[mail] could not send message ${id} (${code ?? "error"}); see mail_outbox.error`
        : `[mail] could not send message ${id}: ${reason}`,
    );
    try {
      await db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, id));
    } catch (recordError) {
      console.error(`[mail] could not record the failure of message ${id}:`, (recordError as Error).message);
    }
    return { id, sent: false, error: reason };
  }
}
