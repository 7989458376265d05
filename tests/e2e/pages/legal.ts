import type { Locator, Page } from "@playwright/test";
import { openAdminScreen } from "./admin-page";

/** Settings › Legal: one form per section of the privacy policy and the terms. */
export class LegalScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await openAdminScreen(this.page, "/admin/settings/legal");
  }

  /** A section's form, e.g. section("Privacy policy", "Introduction"). */
  section(document: "Privacy policy" | "Terms of service", name: string): Locator {
    return this.page.getByRole("tabpanel", { name: document }).getByRole("form", { name });
  }

  async save(section: Locator): Promise<void> {
    await section.getByRole("button", { name: "Save section" }).click();
  }
}
