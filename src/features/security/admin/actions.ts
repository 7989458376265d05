"use server";

import { defineAdminAction } from "@/features/admin/action";
import { ensureAuthSecret } from "@/features/auth/secret";
import { getMediaStore } from "@/lib/media";
import { cleanPlaintextTwoFactor, encryptPlaintextPii } from "../plaintext";
import { deleteOrphanedRecords } from "../relationships";
import { cleanupSchema } from "./schemas";

/**
 * The Security Status screen's clean-ups (decision 017:
 * cleanup_orphaned_records, cleanup_plaintext_pii_data,
 * cleanup_plaintext_2fa_data). Admin only (admin.security.view is granted to
 * no other role); each is one transaction with an audit row that counts
 * what it changed, and answers with a text message.
 */

const PERMISSION = "admin.security.view" as const;
/** The audit trail's entity for all three: they act on the installation, not on one row. */
const ENTITY = { entityType: "security", entityId: null } as const;

export const cleanupOrphanedRecords = defineAdminAction({
  permission: PERMISSION,
  schema: cleanupSchema,
  failureKey: "adminSecurity.cleanups.orphans.failed",
  async run(_input, { tx, t }) {
    const { removed, fileKeys } = await deleteOrphanedRecords(tx);
    return {
      data: { removed, fileKeys, message: t("adminSecurity.cleanups.orphans.result", removed) },
      audit: { action: "security.cleanup_orphans", ...ENTITY, oldValues: null, newValues: { removed }, notes: null },
    };
  },
  // Files go only once their rows are gone for good: a rolled-back delete leaves both in place.
  // A file that cannot be removed now is left to the media sweep (src/features/media/sweep.ts).
  async afterCommit({ fileKeys }) {
    const store = getMediaStore();
    await Promise.all(
      fileKeys.map((key) =>
        store.delete(key).catch((error: unknown) => console.error(`[security] removing ${key} failed:`, error instanceof Error ? error.message : error)),
      ),
    );
  },
});

export const cleanupPlaintextPii = defineAdminAction({
  permission: PERMISSION,
  schema: cleanupSchema,
  failureKey: "adminSecurity.cleanups.pii.failed",
  async run(_input, { tx, t }) {
    const encrypted = await encryptPlaintextPii(tx);
    return {
      data: { encrypted, message: t("adminSecurity.cleanups.pii.result", { ...encrypted }) },
      audit: { action: "security.cleanup_pii", ...ENTITY, oldValues: null, newValues: { encrypted }, notes: null },
    };
  },
});

export const cleanupPlaintextTwoFactor = defineAdminAction({
  permission: PERMISSION,
  schema: cleanupSchema,
  failureKey: "adminSecurity.cleanups.twoFactor.failed",
  async run(_input, { tx, t }) {
    // The same secret better-auth encrypts with (src/features/auth/auth.ts: `secret: ensureAuthSecret()`).
    const cleaned = await cleanPlaintextTwoFactor(tx, ensureAuthSecret());
    return {
      data: { cleaned, message: t("adminSecurity.cleanups.twoFactor.result", { ...cleaned }) },
      audit: { action: "security.cleanup_two_factor", ...ENTITY, oldValues: null, newValues: { cleaned }, notes: null },
    };
  },
});
