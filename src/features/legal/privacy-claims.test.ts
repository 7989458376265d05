/**
 * What the seeded privacy policy promises about personal data has its
 * mechanism in the code (decision 057). The public site is in English only,
 * so the policy is seeded in en-GB; the back office's words about the same
 * mechanisms (the retention card, the audit labels) are checked in both
 * languages by src/features/audit/labels.test.ts and src/i18n/messages.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { seedSiteContent } from "@/seed/data/site-content";
import { buildLegalDocument, LEGAL_DOCUMENTS, type SiteContentRow } from "./document";

vi.mock("@/db", () => ({ getDb: vi.fn() }));

const { DAILY_JOBS } = await import("@/features/jobs/daily-jobs");
const { RETENTION_PERIODS } = await import("@/features/retention/registry");
const { MY_DATA_PATH } = await import("@/features/account/my-data");

const SRC = path.resolve(__dirname, "../..");
const source = (file: string) => fs.readFileSync(path.join(SRC, file), "utf8");

const sections: readonly string[] = LEGAL_DOCUMENTS.privacy.sections;
const rows: SiteContentRow[] = seedSiteContent
  .filter((row) => sections.includes(row.section))
  .map((row) => ({ section: row.section, title: row.title, subtitle: row.subtitle, content: row.content, updatedAt: new Date(0) }));
const stored = rows.map((row) => row.content).join("\n\n");

describe("the seeded privacy policy", () => {
  it("is complete", () => {
    expect(rows.map((row) => row.section).sort()).toEqual([...sections].sort());
  });

  it("states the sign-in record period from its setting, which the daily jobs apply", () => {
    expect(stored).toContain("kept for no longer than {signInRecordRetentionDays}");
    expect(stored).not.toMatch(/no longer than \d+ days/);
    const rendered = buildLegalDocument("privacy", rows, { signInRecordRetentionDays: 12, rejectedApplicationRetentionDays: 45 });
    expect(rendered.sections.flatMap((section) => section.paragraphs).join("\n")).toContain("kept for no longer than 12 days");
    expect(RETENTION_PERIODS.signInRecords.setting).toBe("signInRecordRetentionDays");
    const jobs = DAILY_JOBS.map((job) => job.name);
    expect(jobs).toContain("sign-in-records");
    expect(jobs).toContain("sessions");
  });

  it("states the rejected application period from its setting", () => {
    expect(stored).toContain("{rejectedApplicationRetentionDays} after the decision");
    expect(RETENTION_PERIODS.applications.setting).toBe("rejectedApplicationRetentionDays");
  });

  it("says all access is logged, and opening an applicant's contact details is audited", () => {
    expect(stored).toContain("all access is logged");
    const queries = source("features/applications/admin/queries.ts");
    expect(queries).toMatch(/auditPersonalDataViewed\(.*"opened the application"\)/);
    // Every other decryption is accounted for by this test.
    expect(fs.existsSync(path.join(SRC, "features/applications/admin/personal-data.test.ts"))).toBe(true);
  });

  it("offers a copy of one's data where the account page has it", () => {
    expect(stored).toContain("download a copy of the data");
    expect(stored).toContain("(/account)");
    expect(source("app/(public)/account/my-data/route.ts")).toMatch(/export async function GET\(/);
    expect(MY_DATA_PATH).toBe("/account/my-data");
    expect(source("app/(public)/account/page.tsx")).toContain("href={MY_DATA_PATH}");
  });
});
