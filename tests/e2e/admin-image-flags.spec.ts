import { expect, test } from "./support/test";
import { callFixture } from "./support/fixtures";

/**
 * System Settings › Images (decision 050): the screen says what each flag
 * does, and each one changes what a public page gives the browser for an
 * outside image address. A model whose only photo is an outside address
 * (on a reserved name that never resolves) is read through the public
 * gallery route after each save; the flags are put back to their defaults.
 */

const OUTSIDE = "https://images.example.invalid/terrace.jpg";

test("each image flag changes how a public page shows an outside image", async ({ page, asAdmin: _admin }) => {
  const name = `Outside Photo ${Date.now()}`;
  const { id } = (await callFixture(page.request, "create-model", { name, photos: [{ imageUrl: OUTSIDE, visibility: "public" }] })) as { id: string };
  const shown = async () => {
    const response = await page.request.get(`/api/models/${id}/gallery`);
    return ((await response.json()) as { photos: { imageUrl: string }[] }).photos[0]?.imageUrl;
  };
  const save = async () => {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Settings saved successfully")).toBeVisible();
  };

  await page.goto("/admin/settings?tab=images");
  try {
    await expect(page.getByText("No effect yet")).toHaveCount(0);
    await expect(page.getByText(/^On: every outside image on a public page is fetched by this server/)).toBeVisible();
    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    await expect(page.getByText("Defaults restored")).toBeVisible();

    // Defaults (prefer local images and the proxy on): through our proxy, signed.
    await expect.poll(shown).toMatch(/^\/api\/images\/external\?u=https%3A%2F%2Fimages\.example\.invalid%2Fterrace\.jpg&s=[\w-]{43}$/);
    // The outside host cannot be reached, so the proxy answers 404 with the placeholder, and the profile draws it.
    await page.goto(`/models/${id}`);
    const photo = page.getByRole("img", { name: `${name}, photo 1 of 1` }).first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Proxy off, still preferring local images: the placeholder, never the outside host.
    await page.goto("/admin/settings?tab=images");
    await page.getByRole("switch", { name: "Image proxy" }).click();
    await save();
    await expect.poll(shown).toBe("/brand/image-placeholder.svg");

    // Both off: the outside address as stored.
    await page.getByRole("switch", { name: "Prefer local images" }).click();
    await save();
    await expect.poll(shown).toBe(OUTSIDE);
  } finally {
    await page.goto("/admin/settings?tab=images");
    await page.getByRole("button", { name: "Reset to Defaults" }).click();
    await expect(page.getByText("Defaults restored")).toBeVisible();
    await callFixture(page.request, "trash-model", { id });
  }
});
