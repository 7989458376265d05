import type { Locator, Page } from "@playwright/test";
import { openAdminScreen } from "./admin-page";

/** Content › Blog: the posts table and the post dialog. */
export class BlogScreen {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole("table", { name: "Blog posts" });
  }

  async goto(): Promise<void> {
    await openAdminScreen(this.page, "/admin/content/blog");
  }

  /** The table row of a post. */
  row(title: string): Locator {
    return this.table.getByRole("row").filter({ hasText: title });
  }

  async openNew(): Promise<BlogPostDialog> {
    await this.page.getByRole("button", { name: "New post" }).click();
    return new BlogPostDialog(this.page.getByRole("dialog", { name: "New blog post" }));
  }

  async openEdit(title: string): Promise<BlogPostDialog> {
    await this.row(title).getByRole("button", { name: `Edit “${title}”` }).click();
    return new BlogPostDialog(this.page.getByRole("dialog", { name: "Edit blog post" }));
  }
}

export class BlogPostDialog {
  constructor(readonly dialog: Locator) {}

  field(label: string, exact = false): Locator {
    return this.dialog.getByLabel(label, { exact });
  }

  /** The rich-text body. */
  get content(): Locator {
    return this.dialog.getByRole("textbox", { name: "Content" });
  }

  /** "n/160" next to the meta description. */
  get metaCounter(): Locator {
    return this.dialog.getByText(/^\d+\/160$/);
  }

  async tab(name: "Content" | "SEO" | "Settings"): Promise<void> {
    await this.dialog.getByRole("tab", { name }).click();
  }

  get publishNow(): Locator {
    return this.dialog.getByRole("switch", { name: "Publish now" });
  }

  async submit(name: "Create post" | "Save post"): Promise<void> {
    await this.dialog.getByRole("button", { name }).click();
  }
}
