/**
 * Every place that decrypts a stored field is accounted for: the ones that
 * show an applicant's contact details to someone write an audit row first
 * (personal-data.ts), and the others say here why nobody reads the value.
 * A new call of the decryption function fails this test until it is added
 * below, with the audit row that covers it.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(__dirname, "../../..");
const DEFINITION = path.join("lib", "crypto", "field-encryption.ts");
const DECRYPT_CALL = /\b(?:decryptField|openField)\(/g;

/** Each file that decrypts, how many calls it has, and what covers them. */
const ACCOUNTED_FOR: Record<string, { calls: number; why: string }> = {
  "features/applications/admin/queries.ts": {
    calls: 1,
    why: "the application dialog: auditPersonalDataViewed writes application.personal_data_viewed (who, which, 'opened the application') before reveal()",
  },
  "features/applications/admin/actions.ts": {
    calls: 1,
    why: "setApplicationStatus addresses the applicant's status mail; nobody reads the address, and the action's audit row (application.status) names the admin",
  },
  "features/mail/mail.ts": {
    calls: 1,
    why: "the mail queue opens a stored recipient address only to send to it",
  },
  "features/security/plaintext.ts": {
    calls: 1,
    why: "encrypts again in place (key rotation); only counts leave the module, and the clean-up action is audited",
  },
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

function decryptCallsByFile(): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of sourceFiles(SRC)) {
    const relative = path.relative(SRC, file);
    if (relative === DEFINITION) continue;
    const calls = [...fs.readFileSync(file, "utf8").matchAll(DECRYPT_CALL)].length;
    if (calls > 0) found[relative.split(path.sep).join("/")] = calls;
  }
  return found;
}

describe("decryption of stored personal data", () => {
  it("happens only where this list accounts for it", () => {
    const expected = Object.fromEntries(Object.entries(ACCOUNTED_FOR).map(([file, { calls }]) => [file, calls]));
    expect(decryptCallsByFile(), "a new decryption: audit it (personal-data.ts) and add it to ACCOUNTED_FOR").toEqual(expected);
  });

  it("is audited before the application dialog's values are decrypted", () => {
    const source = fs.readFileSync(path.join(SRC, "features/applications/admin/queries.ts"), "utf8");
    const body = source.slice(source.indexOf("export async function loadApplicationDetail"));
    const audit = body.indexOf("auditPersonalDataViewed(");
    expect(audit).toBeGreaterThan(-1);
    expect(audit).toBeLessThan(body.indexOf("reveal("));
  });
});
