import type { Locator, Page } from "@playwright/test";
import { openAdminScreen } from "./admin-page";

/** Content › Site content: one form per copy block. */
export class SiteContentScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await openAdminScreen(this.page, "/admin/content/site");
  }

  /** Opens a block ("About · Introduction") and returns its form. */
  async open(block: string): Promise<Locator> {
    await this.page.getByRole("button", { name: new RegExp(block.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).click();
    return this.page.getByRole("form", { name: block });
  }
}
