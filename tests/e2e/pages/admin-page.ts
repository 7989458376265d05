import { expect, type Page } from "@playwright/test";

/** Opens an admin screen and checks it was not redirected (to sign-in, or elsewhere). */
export async function openAdminScreen(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, "\\?")}$`));
}

