import { expect, type Locator, type Page } from "@playwright/test";
import { openAdminScreen } from "./admin-page";

export interface UsersView {
  filter?: "pending" | "approved" | "admin" | "subscribers" | "expiring";
  q?: string;
}

/** User Management › Users: counters, filters, the accounts and their dialogs. */
export class UsersScreen {
  /** The accounts table (desktop widths; on a phone the accounts are cards, see `cards`). */
  readonly table: Locator;
  /** The accounts as cards (phone widths). */
  readonly cards: Locator;
  readonly counters: Locator;
  readonly filters: Locator;
  readonly search: Locator;
  readonly createMember: Locator;
  readonly exportCsv: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole("table", { name: "Accounts" });
    this.cards = page.getByRole("region", { name: "Accounts" }).getByRole("listitem");
    this.counters = page.getByRole("region", { name: "Accounts at a glance" });
    this.filters = page.getByRole("navigation", { name: "Show" });
    this.search = page.getByRole("searchbox", { name: "Search by email or name" });
    this.createMember = page.getByRole("button", { name: "Create exclusive member" });
    this.exportCsv = page.getByRole("link", { name: "Export CSV" });
  }

  /** Opens the screen on a view (the view lives in the address). */
  async goto(view: UsersView = {}): Promise<void> {
    const query = new URLSearchParams(Object.entries(view).filter(([, value]) => value) as [string, string][]).toString();
    await openAdminScreen(this.page, `/admin/users/list${query ? `?${query}` : ""}`);
  }

  /** An account's row in the table. */
  row(email: string): Locator {
    return this.table.getByRole("row").filter({ hasText: email });
  }

  /** An account's button, named after it ("Approve ann@example.com", "Delete ann@example.com"). */
  action(name: "Approve" | "Reject" | "Make" | "Delete" | "Subscription of", email: string): Locator {
    const label = name === "Make" ? `Make admin: ${email}` : `${name} ${email}`;
    return this.page.getByRole("button", { name: label, exact: true });
  }

  /** A dialog by its title. */
  dialog(title: string | RegExp): Locator {
    return this.page.getByRole("dialog", { name: title });
  }

  /** Deletes an account through its delete button and the 'Are you sure?' dialog. */
  async deleteAccount(email: string): Promise<void> {
    await this.goto({ q: email });
    await this.action("Delete", email).click();
    const confirm = this.page.getByRole("alertdialog", { name: `Delete ${email}?` });
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(this.page.getByText(`${email} deleted`)).toBeVisible();
  }
}
