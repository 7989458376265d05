/**
 * The privacy page states the retention periods System Settings holds: the
 * seeded privacy policy, rendered, reads the sign-in record and rejected
 * application periods, and a change of either shows on the page (once the
 * change notification clears the cached settings, as every write does).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { siteContent, siteSettings } from "@/db/schema";
import { DEFAULT_SITE_SETTINGS } from "@/features/site/defaults";
import { clearTagsLocally } from "@/lib/cache";
import { seedSiteContent } from "@/seed/data/site-content";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { LEGAL_DOCUMENTS, type LegalDocument } from "./document";
import { getLegalDocument, readLegalDocument } from "./queries";

const { db } = await useTestDatabase();
const PRIVACY: readonly string[] = LEGAL_DOCUMENTS.privacy.sections;

const textOf = (document: LegalDocument) => [...document.intro, ...document.sections.flatMap((section) => section.paragraphs)].join("\n");

/** What a visitor reads on /privacy now (the settings' change notification clears the cached copies first). */
async function privacyPage(): Promise<string> {
  clearTagsLocally(["site_settings", "site_content"]);
  return textOf(await getLegalDocument("privacy"));
}

beforeAll(async () => {
  await db.delete(siteContent);
  await db.insert(siteContent).values(seedSiteContent.filter((row) => PRIVACY.includes(row.section)));
  await db.delete(siteSettings);
  await db.insert(siteSettings).values({ id: 1, ...DEFAULT_SITE_SETTINGS });
});

describe("the privacy page's retention periods", () => {
  it("are the settings' defaults, with no placeholder left", async () => {
    const text = await privacyPage();
    expect(text).toContain("kept for no longer than 30 days");
    expect(text).toContain("deleted automatically 30 days after the decision");
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it("follow a change on System Settings", async () => {
    await db.update(siteSettings).set({ signInRecordRetentionDays: 14, rejectedApplicationRetentionDays: 1 }).where(eq(siteSettings.id, 1));
    const text = await privacyPage();
    expect(text).toContain("kept for no longer than 14 days");
    expect(text).toContain("deleted automatically 1 day after the decision");
    expect(text).not.toContain("30 days");
    // The page inventory's fresh read says the same.
    expect(textOf(await readLegalDocument("privacy", db))).toContain("kept for no longer than 14 days");
  });
});
