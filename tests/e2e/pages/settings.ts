import type { Locator, Page } from "@playwright/test";
import { openAdminScreen } from "./admin-page";

/** Settings: system information and the image feature flags (admin spec screen 22). */
export class SettingsScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await openAdminScreen(this.page, "/admin/settings");
  }

  /** One feature flag's switch, by its label. */
  flag(label: string): Locator {
    return this.page.getByRole("switch", { name: label });
  }
}
