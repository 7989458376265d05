import { desc } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "@/db/schema";
import { decryptField } from "@/lib/crypto/field-encryption";
import { allowConsoleError } from "../../../tests/setup/console";
import { useTestDatabase } from "../../../tests/setup/test-db";

const handle = await useTestDatabase();

/** mail.ts reads the environment through getEnv(), which caches: load a fresh copy per case. */
async function loadMail(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value ?? "");
  vi.resetModules();
  return import("./mail");
}

async function lastRow() {
  const [row] = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return row;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  (await import("./mail")).setMailTransportForTests(null);
});

describe("sendMail", () => {
  it("without SMTP: writes the outbox row and prints the message in development", async () => {
    const { sendMail } = await loadMail({ NODE_ENV: "development", SMTP_URL: "" });
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const result = await sendMail({ to: "ann@example.com", subject: "Hello", text: "Body with https://x.test/link" });
    expect(result.sent).toBe(false);
    const row = await lastRow();
    // The recipient is kept encrypted at rest (decision 025), and read back whole.
    expect(row.toAddress).not.toContain("ann@example.com");
    expect(decryptField(row.toAddress)).toBe("ann@example.com");
    expect(row).toMatchObject({
      id: result.id,
      subject: "Hello",
      textBody: "Body with https://x.test/link",
      sentAt: null,
      error: null,
    });
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0][0])).toContain("https://x.test/link");
  });

  it("without SMTP in production: one line with neither the body nor the address", async () => {
    const { sendMail } = await loadMail({ NODE_ENV: "production", SMTP_URL: "" });
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const result = await sendMail({
      to: "secret.person@example.com",
      subject: "Reset your password",
      text: "https://site.test/auth/reset-password?token=SECRET_TOKEN",
    });
    expect((await lastRow()).textBody).toContain("SECRET_TOKEN");
    const logged = info.mock.calls.map((c) => c.map(String).join(" ")).join("\n");
    expect(logged).toContain(result.id);
    expect(logged).not.toContain("SECRET_TOKEN");
    expect(logged).not.toContain("secret.person");
    expect(logged.split("\n")).toHaveLength(1);
  });

  it("with SMTP: sends and records sent_at", async () => {
    const mail = await loadMail({ NODE_ENV: "development", SMTP_URL: "smtp://127.0.0.1:2525" });
    const sent: unknown[] = [];
    mail.setMailTransportForTests({
      sendMail: async (message: unknown) => {
        sent.push(message);
        return { messageId: "test" };
      },
    } as never);
    const result = await mail.sendMail({ to: "ann@example.com", subject: "Line\r\nBcc: evil@x.test", text: "Hi" });
    expect(result).toEqual({ id: result.id, sent: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "ann@example.com", subject: "Line Bcc: evil@x.test", text: "Hi" });
    const row = await lastRow();
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.error).toBeNull();
  });

  it("a delivery failure is recorded, not thrown", async () => {
    allowConsoleError(/could not send message/);
    const mail = await loadMail({ NODE_ENV: "development", SMTP_URL: "smtp://127.0.0.1:2525" });
    mail.setMailTransportForTests({
      sendMail: async () => {
        throw Object.assign(new Error("Connection refused"), { code: "ECONNECTION" });
      },
    } as never);
    const result = await mail.sendMail({ to: "ann@example.com", subject: "Hello", text: "Hi" });
    expect(result).toEqual({ id: result.id, sent: false, error: "Connection refused" });
    const row = await lastRow();
    expect(row.sentAt).toBeNull();
    expect(row.error).toBe("Connection refused");
  });
});

describe("queueMail and deliverQueuedMail", () => {
  it("a queued message goes with its transaction: rolled back, there is no row", async () => {
    const { queueMail } = await loadMail({ NODE_ENV: "development", SMTP_URL: "" });
    const before = (await handle.db.select().from(mailOutbox)).length;
    await expect(
      handle.db.transaction(async (tx) => {
        await queueMail(tx, { to: "ann@example.com", subject: "Approved", text: "Welcome" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(before);
  });

  it("delivers committed messages once, after the commit", async () => {
    const mail = await loadMail({ NODE_ENV: "development", SMTP_URL: "smtp://127.0.0.1:2525" });
    const sent: { to: string; subject: string }[] = [];
    mail.setMailTransportForTests({
      sendMail: async (message: { to: string; subject: string }) => {
        sent.push(message);
        return { messageId: "test" };
      },
    } as never);
    const id = await handle.db.transaction((tx) => mail.queueMail(tx, { to: "bea@example.com", subject: "Approved\nBcc: x@y.test", text: "Welcome" }));
    expect((await lastRow()).sentAt).toBeNull();

    expect(await mail.deliverQueuedMail([id])).toEqual([{ id, sent: true }]);
    expect(sent).toMatchObject([{ to: "bea@example.com", subject: "Approved Bcc: x@y.test" }]);
    expect((await lastRow()).sentAt).toBeInstanceOf(Date);
    // Already sent: not sent again.
    expect(await mail.deliverQueuedMail([id])).toEqual([]);
    expect(sent).toHaveLength(1);
  });
});
