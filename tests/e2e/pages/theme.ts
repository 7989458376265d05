import type { Locator, Page } from "@playwright/test";
import { openAdminScreen } from "./admin-page";

/** Settings › Theme: colour fields, the apply bar and reset. */
export class ThemeScreen {
  readonly applyBar: Locator;
  /** "n unapplied changes" / "Everything shown is applied." */
  readonly pending: Locator;

  constructor(readonly page: Page) {
    this.applyBar = page.getByRole("region", { name: "Apply theme" });
    this.pending = this.applyBar.getByRole("status");
  }

  async goto(): Promise<void> {
    await openAdminScreen(this.page, "/admin/settings/theme");
  }

  colour(label: string): Locator {
    return this.page.getByLabel(label);
  }

  async apply(): Promise<void> {
    await this.page.getByRole("button", { name: "Apply theme" }).click();
  }

  async resetToDefaults(): Promise<void> {
    await this.page.getByRole("button", { name: "Reset to defaults" }).click();
    await this.page.getByRole("alertdialog").getByRole("button", { name: "Reset theme" }).click();
  }
}
