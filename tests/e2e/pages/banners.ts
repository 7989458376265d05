import type { Locator, Page } from "@playwright/test";
import { openAdminScreen } from "./admin-page";

type Section = "Hero" | "About" | "Services" | "Features";
type Device = "All devices" | "Desktop" | "Mobile";

/** Content › Homepage: the banner cards of each home-page section. */
export class BannersScreen {
  constructor(readonly page: Page) {}

  async goto(section?: Lowercase<Section>): Promise<void> {
    await openAdminScreen(this.page, section ? `/admin/content/homepage?section=${section}` : "/admin/content/homepage");
  }

  /** The tab panel of one home-page section. */
  section(name: Section): Locator {
    return this.page.getByRole("tabpanel", { name });
  }

  /** Every banner card (an article named by its caption) in a section. */
  cards(section: Section): Locator {
    return this.section(section).getByRole("article");
  }

  /** Cards shown on a device type, optionally only the active (or inactive) ones. */
  cardsFor(section: Section, { device, active }: { device?: Device; active?: boolean }): Locator {
    let cards = this.cards(section);
    // The Device field shows the card's device type (its hidden native select lists every option, so not getByText).
    if (device) cards = cards.filter({ has: this.page.getByRole("combobox", { name: "Device" }).filter({ hasText: new RegExp(`^${device}$`) }) });
    if (active !== undefined) cards = cards.filter({ has: this.page.getByRole("switch", { name: "Active", checked: active }) });
    return cards;
  }

  caption(card: Locator): Locator {
    return card.getByLabel("Caption", { exact: true });
  }

  async save(card: Locator): Promise<void> {
    await card.getByRole("button", { name: "Save changes" }).click();
  }
}
