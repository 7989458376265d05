/**
 * Staff never read an audit action's code ("banner.update") on screen: every
 * action the code writes has a label in both languages. The actions are found
 * in the source, so a new one without a label fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import enShell from "../../../messages/en-GB/admin-shell.json";
import ptShell from "../../../messages/pt-BR/admin-shell.json";
import { auditActionKey } from "@/features/dashboard/admin/format";

const SRC = path.resolve(__dirname, "../..");
// `action: "faq.update"` in an audit record, and the ternaries that choose one (`? "blog_post.update" : "blog_post.create"`).
const AUDIT_ACTION = /\b(?:action|auditAction):\s*(?:[^,\n]*\?\s*)?"([a-z_]+(?:\.[a-z_]+)+|log_[a-z_]+)"(?:\s*:\s*"([a-z_]+(?:\.[a-z_]+)+)")?/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

const written = new Set<string>();
for (const file of sourceFiles(SRC)) {
  for (const match of fs.readFileSync(file, "utf8").matchAll(AUDIT_ACTION)) {
    written.add(match[1]);
    if (match[2]) written.add(match[2]);
  }
}

describe("audit action labels", () => {
  it("finds the audit actions the code writes", () => {
    expect(written).toContain("faq.update");
    expect(written).toContain("blog_post.update");
    expect(written).toContain("log_admin_login");
  });

  it.each([...written].sort())("%s has a label in en-GB and pt-BR", (action) => {
    const key = auditActionKey(action);
    expect(enShell.dashboard.activity.labels, `messages/en-GB/admin-shell.json dashboard.activity.labels.${key}`).toHaveProperty(key);
    expect(ptShell.dashboard.activity.labels, `messages/pt-BR/admin-shell.json dashboard.activity.labels.${key}`).toHaveProperty(key);
  });
});
