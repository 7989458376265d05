import { expect, test } from "./support/test";
import sharp from "sharp";
import { openAdminScreen } from "./pages/admin-page";
import { CategoryPagesScreen } from "./pages/categories";

/**
 * The admin text screens of Models & Services, Locations and Categories:
 * an admin's change shows on the public site at once, admin HTML never
 * carries a script there, and a member is refused every screen with a 403.
 * Every shared change is undone before the test ends (other specs read the
 * same seeded pages in parallel).
 */

const MARKER = `e2e-${Date.now().toString(36)}`;

test("an admin edits /blonde-escorts' description and HTML, and the public page shows it with no script", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  const categories = new CategoryPagesScreen(page);
  await categories.goto();
  let editor = await categories.openEditor("blonde", "Blonde Escorts");
  const description = editor.description;
  const originalDescription = await description.inputValue();
  const source = await editor.htmlSource();
  const originalHtml = await source.inputValue();

  await description.fill(`Refined blonde companions (${MARKER}).`);
  await source.fill(
    `<h2>Heading ${MARKER}</h2><p>Paragraph ${MARKER}</p>` +
      `<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">bad link</a>`,
  );
  await editor.save();
  await expect(page.getByText("Category page updated successfully")).toBeVisible();
  await expect(editor.dialog).toBeHidden();

  try {
    // Signed in (rendered fresh) and signed out (through the anonymous page cache).
    await page.goto("/blonde-escorts");
    await expect(page.getByRole("heading", { name: `Heading ${MARKER}` })).toBeVisible();
    await expect(page.getByText(`Paragraph ${MARKER}`)).toBeVisible();
    await expect(page.getByText(`Refined blonde companions (${MARKER}).`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    const anonymous = await request.get("/blonde-escorts");
    expect(anonymous.status()).toBe(200);
    const html = await anonymous.text();
    expect(html).toContain(`Paragraph ${MARKER}`);
    for (const bad of ["__pwned", "onerror", "javascript:window"]) expect(html, bad).not.toContain(bad);
  } finally {
    await categories.goto();
    editor = await categories.openEditor("blonde", "Blonde Escorts");
    await editor.description.fill(originalDescription);
    await (await editor.htmlSource()).fill(originalHtml);
    await editor.save();
    await expect(page.getByText("Category page updated successfully")).toBeVisible();
  }
});

test("an admin creates a preference tile, sees it on the home page, then deletes it", { tag: "@postgres" }, async ({ page, asAdmin: _admin }) => {
  const name = `Tile ${MARKER}`;
  const png = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#6b4b3e" } }).png().toBuffer();
  await openAdminScreen(page, "/admin/models/characteristics");

  await page.getByRole("button", { name: "Add category" }).click();
  const dialog = page.getByRole("dialog", { name: "New category" });
  // The required-field rule (a name is required) before anything is filled in.
  await dialog.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();

  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Link").fill("/petite-escorts");
  // As an admin does it: the upload button opens the file picker.
  const picker = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload image" }).click();
  await (await picker).setFiles({ name: "tile.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Image uploaded")).toBeVisible();
  await expect(dialog.getByLabel("Image URL")).toHaveValue(/^\/api\/media\/[0-9a-f-]{36}\/original$/);
  await dialog.getByLabel("Alt text").fill("A warm-toned test tile");
  await dialog.getByLabel("Order").fill("99");
  await dialog.getByRole("button", { name: "Create category" }).click();
  await expect(page.getByText("Category created successfully")).toBeVisible();

  try {
    await page.goto("/");
    const tile = page.getByRole("list", { name: "Categories" }).getByRole("link", { name });
    await expect(tile).toHaveAttribute("href", "/petite-escorts");
    await expect(tile.locator("img")).toHaveAttribute("alt", "A warm-toned test tile");
  } finally {
    await page.goto("/admin/models/characteristics");
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Category deleted successfully")).toBeVisible();
  }
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Categories" }).getByRole("link", { name })).toHaveCount(0);
});

test("an admin edits the locations_mayfair_content block and it is kept", { tag: "@postgres" }, async ({ page, asAdmin: _admin }) => {
  await openAdminScreen(page, "/admin/locations/list");
  const openMayfair = async () => {
    await page.getByRole("button", { name: /^Mayfair/ }).click();
    return page.getByRole("form", { name: "Mayfair" });
  };
  let form = await openMayfair();
  const subtitle = form.getByLabel("Subtitle");
  const original = await subtitle.inputValue();
  await subtitle.fill(`Grand hotels ${MARKER}`);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Location updated successfully")).toBeVisible();

  await page.reload();
  form = await openMayfair();
  await expect(form.getByLabel("Subtitle")).toHaveValue(`Grand hotels ${MARKER}`);
  await form.getByLabel("Subtitle").fill(original);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Location updated successfully")).toBeVisible();
});

test("the Local SEO tab scores every one of the 32 district pages from real data", async ({ page, asAdmin: _admin }) => {
  await openAdminScreen(page, "/admin/locations/seo");
  // Data rows: the header row has column headers, not cells.
  const districtRows = (table: string) => page.getByRole("table", { name: table }).getByRole("row").filter({ has: page.getByRole("cell") });
  const rows = districtRows("Local SEO");
  await expect(rows).toHaveCount(32);
  await expect(rows.filter({ hasText: "/escorts-in-mayfair" })).toContainText(/\d{1,3}\/100/);
  await page.goto("/admin/locations/list?tab=geo");
  await expect(districtRows("Geo-Targeting")).toHaveCount(32);
  await expect(districtRows("Geo-Targeting").filter({ hasText: "Mayfair" })).toContainText("51.5094° N, 0.1478° W");
});

test("a member gets 403 Access Denied on every one of these screens", async ({ page, asMember: _member }) => {
  for (const path of [
    "/admin/models/characteristics",
    "/admin/models/services",
    "/admin/locations/list",
    "/admin/locations/seo",
    "/admin/settings/categories",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("characteristics_blonde_content")).toHaveCount(0);
  }
});
