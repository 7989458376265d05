import { expect, type Locator, type Page } from "@playwright/test";
import { openAdminScreen } from "./admin-page";

/** Content › FAQ: the form, the list of questions and the live preview. */
export class FaqScreen {
  readonly question: Locator;
  readonly answer: Locator;
  readonly create: Locator;
  /** The form's button while a question is being edited. */
  readonly update: Locator;
  /** Every FAQ, active or not. */
  readonly list: Locator;
  /** The active FAQs as the public accordion will show them. */
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.question = page.getByLabel("Question", { exact: true });
    this.answer = page.getByLabel("Answer", { exact: true });
    this.create = page.getByRole("button", { name: "Create FAQ" });
    this.update = page.getByRole("button", { name: "Update FAQ" });
    this.list = page.getByRole("region", { name: "Questions" });
    this.preview = page.getByRole("region", { name: "Preview" });
  }

  async goto(): Promise<void> {
    await openAdminScreen(this.page, "/admin/content/faq");
  }

  /** Creates a FAQ through the form and waits for the screen to say so. */
  async createFaq(question: string, answer: string): Promise<void> {
    await this.question.fill(question);
    await this.answer.fill(answer);
    await this.create.click();
    await expect(this.page.getByText("FAQ created successfully")).toBeVisible();
  }

  /** Deletes a FAQ from the list, confirming, and waits for the screen to say so. */
  async deleteFaq(question: string): Promise<void> {
    await this.list.getByRole("button", { name: `Delete “${question}”` }).click();
    await this.page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(this.page.getByText("FAQ deleted successfully")).toBeVisible();
  }
}
