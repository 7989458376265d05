import { expect, type Locator, type Page } from "@playwright/test";
import { openAdminScreen } from "./admin-page";

/** Settings › Categories: the 33 category landing pages and their editor. */
export class CategoryPagesScreen {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await openAdminScreen(this.page, "/admin/settings/categories");
  }

  /** Finds one page by name and opens its editor. */
  async openEditor(search: string, name: string): Promise<CategoryPageDialog> {
    await this.page.getByRole("searchbox", { name: "Search category pages" }).fill(search);
    await expect(this.page.getByText("1 of 33 pages")).toBeVisible();
    await this.page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = this.page.getByRole("dialog", { name: `Edit ${name}` });
    await expect(dialog).toBeVisible();
    return new CategoryPageDialog(dialog);
  }
}

export class CategoryPageDialog {
  constructor(readonly dialog: Locator) {}

  get description(): Locator {
    return this.dialog.getByLabel("Description", { exact: true });
  }

  /** The page's HTML in the editor's source mode. */
  async htmlSource(): Promise<Locator> {
    await this.dialog.getByRole("button", { name: "HTML" }).click();
    return this.dialog.getByRole("textbox", { name: "Page content" });
  }

  async save(): Promise<void> {
    await this.dialog.getByRole("button", { name: "Save" }).click();
  }
}
