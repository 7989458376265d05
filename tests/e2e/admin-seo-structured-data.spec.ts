import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { callFixture } from "./support/fixtures";
import { openAdminScreen } from "./pages/admin-page";
import { expect, test } from "./support/test";

/**
 * Structured Data manager end to end: an admin attaches
 * a WebPage block to /faq from the template, the public page's HTML carries
 * it as JSON-LD; typing JSON that does not parse says why and disables Save;
 * deleting the block takes it off the page. On a phone nothing scrolls
 * sideways. Each validation message, the server's second check, the version
 * check and the audit rows are covered by
 * src/features/seo/structured-data/{rules.test,actions.integration.test}.ts;
 * a member calling the action directly, by admin-routes.spec.ts.
 */

const PATH = "/admin/seo/structured-data";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function structuredRows(request: APIRequestContext, pagePath: string): Promise<unknown[]> {
  return (await callFixture(request, "read", { table: "structured_data", where: { column: "pagePath", value: pagePath } })) as unknown[];
}

/** The JSON-LD blocks of the public /faq page, as text (serialised with `<` escaped, so a block never holds one). */
async function faqJsonLd(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/faq")).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => match[1]).join("\n");
}

/** The public answer, re-read until the change shows (caches clear from the change notification, a moment after the commit). */
async function expectEventually(read: () => Promise<string>, check: (text: string) => boolean): Promise<void> {
  await expect(async () => expect(check(await read())).toBe(true)).toPass({ timeout: 20_000 });
}

/** Clicks `trigger` until `dialog` shows: a click before the page is live opens nothing. */
async function openDialog(trigger: Locator, dialog: Locator): Promise<Locator> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

async function openNewDialog(page: Page): Promise<Locator> {
  const dialog = await openDialog(page.getByRole("button", { name: "New schema" }), page.getByRole("dialog", { name: "New structured data" }));
  // The form holds its starting block once it is live: typing before that would be lost.
  await expect(dialog.getByRole("textbox", { name: "JSON-LD" })).toHaveValue(/"@type": "WebPage"/);
  return dialog;
}

async function deleteRow(page: Page, pagePath: string, type: string): Promise<void> {
  await openAdminScreen(page, `${PATH}?q=${encodeURIComponent(pagePath)}`);
  const confirm = await openDialog(page.getByRole("button", { name: `Delete the ${type} schema of ${pagePath}` }).first(), page.getByRole("alertdialog"));
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Structured data removed")).toBeVisible();
}

test("an admin attaches a WebPage block to /faq from the template, the public page carries it, invalid JSON is refused, and deleting it takes it off", { tag: "@postgres" }, async ({
  page,
  request,
  baseURL,
  asAdmin: _admin,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(baseURL!).origin });
  expect(await structuredRows(request, "/faq"), "no other block for /faq").toEqual([]);
  const name = `Velvet questions ${unique()}`;
  // Cancelling a dialog with typed text asks first ('unsaved changes'): yes.
  page.on("dialog", (confirm) => void confirm.accept());

  await openAdminScreen(page, PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Structured Data" })).toBeVisible();
  const dialog = await openNewDialog(page);
  await dialog.getByRole("textbox", { name: "Page path" }).fill("/FAQ/");

  await dialog.getByRole("tab", { name: "Templates" }).click();
  await dialog.getByRole("button", { name: "Use the WebPage template" }).click();
  const json = dialog.getByRole("textbox", { name: "JSON-LD" });
  await expect(json).toHaveValue(/"name": "Page name"/);
  await expect(json).toHaveValue(/"url": "[^"]*\/faq"/);
  const block = JSON.parse(await json.inputValue()) as Record<string, unknown>;
  await json.fill(JSON.stringify({ ...block, name }, null, 2));
  await expect(dialog.getByText("Valid JSON-LD.")).toBeVisible();

  await dialog.getByRole("tab", { name: "Validation" }).click();
  await expect(dialog.getByText("Every check passes.")).toBeVisible();
  for (const [label, href] of [
    ["Google Rich Results Test", "https://search.google.com/test/rich-results"],
    ["Schema.org validator", "https://validator.schema.org/"],
  ]) {
    const link = dialog.getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }

  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Structured data created")).toBeVisible();

  try {
    // Saved under the normalised path, listed as valid.
    const row = page.getByRole("table", { name: "Structured data" }).getByRole("row").filter({ hasText: "/faq" });
    await expect(row).toContainText("WebPage");
    await expect(row).toContainText("Valid");

    // Copy JSON puts the stored block on the clipboard, indented as the editor shows it.
    await row.getByRole("button", { name: "Copy the JSON of the WebPage schema of /faq" }).click();
    await expect(page.getByText("JSON copied to the clipboard")).toBeVisible();
    const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Record<string, unknown>;
    expect(copied).toMatchObject({ "@type": "WebPage", name });
    await expectEventually(
      () => faqJsonLd(request),
      (text) => text.includes(`"name":"${name}"`) && text.includes('"@type":"WebPage"'),
    );

    // JSON that does not parse says why, and Save is disabled until it does.
    await openAdminScreen(page, `${PATH}?q=%2Ffaq`);
    const edit = await openDialog(page.getByRole("button", { name: "Edit the WebPage schema of /faq" }), page.getByRole("dialog", { name: "Edit structured data" }));
    const editJson = edit.getByRole("textbox", { name: "JSON-LD" });
    await expect(editJson).toHaveValue(new RegExp(name));
    await editJson.fill('{"@context": "https://schema.org", "@type": "WebPage",');
    await expect(edit.getByText(/^Invalid JSON: .+/).first()).toBeVisible();
    await expect(edit.getByRole("button", { name: "Save" })).toBeDisabled();
    await editJson.fill('{"@context": "https://schema.org"}');
    await expect(edit.getByText("@type is required").first()).toBeVisible();
    await expect(edit.getByRole("button", { name: "Save" })).toBeDisabled();
    await edit.getByRole("button", { name: "Cancel" }).click();
    await expect(edit).toBeHidden();
    expect(await faqJsonLd(request)).toContain(name);
  } finally {
    await deleteRow(page, "/faq", "WebPage");
  }
  await expectEventually(
    () => faqJsonLd(request),
    (text) => !text.includes(name),
  );
  expect(await structuredRows(request, "/faq")).toEqual([]);
});

test("on a 390 px phone the list and the dialog's tabs fit the screen", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, PATH);
  await expect(page.getByRole("button", { name: "New schema" })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  const dialog = await openNewDialog(page);
  for (const tab of ["Templates", "Validation", "Editor"]) {
    await dialog.getByRole("tab", { name: tab }).click();
    expect(await overflow(), tab).toBeLessThanOrEqual(0);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth), tab).toBeLessThanOrEqual(0);
  }
});
