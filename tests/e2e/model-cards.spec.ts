import { expect, test } from "./support/test";
import { callFixture, listModels, pickModel } from "./support/fixtures";

/**
 * A model an admin gave gallery photos but no main image (decision 034): its
 * card shows the first photo a visitor may see, never the subscribers' one
 * before it, and fills its grid column like every other card.
 */
test("a model whose only photos are in its gallery shows its first public photo, at the column's width", async ({ page, asVisitor }) => {
  const seeded = await listModels(asVisitor.request);
  const paid = pickModel(seeded, "mixed", ["members_only"]).photos.find((photo) => photo.visibility === "members_only")!.imageUrl;
  const [firstPublic, secondPublic] = pickModel(seeded, "mixed", ["public"]).photos.filter((photo) => photo.visibility === "public");
  expect(secondPublic, "a seeded model with two public photos").toBeTruthy();
  const name = `Gallery Only ${Date.now()}`;
  const { id } = (await callFixture(asVisitor.request, "create-model", {
    name,
    photos: [
      { imageUrl: paid, visibility: "members_only" },
      { imageUrl: firstPublic.imageUrl, visibility: "public" },
      { imageUrl: secondPublic.imageUrl, visibility: "public" },
    ],
  })) as { id: string };

  try {
    // Newest first: the new model's card is the first of the grid, beside seeded ones.
    await page.goto("/models?sort=newest");
    const cards = page.getByRole("main").getByRole("article");
    const card = cards.filter({ has: page.getByRole("heading", { name }) });
    const photo = card.getByRole("img", { name });
    await expect(photo).toHaveAttribute("src", firstPublic.imageUrl);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const widths = await cards.evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().width)));
    const column = await card.evaluate((article) => Math.round(article.parentElement!.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(1);
    expect(widths[0]).toBe(column);
    expect(new Set(widths).size).toBe(1);
  } finally {
    await callFixture(asVisitor.request, "trash-model", { id });
  }
});
