import { expect, test } from "./support/test";
import { listModels, pickModel, setUserStatus } from "./support/fixtures";

/**
 * Members' favourites (decision 020): an approved member saves a model from
 * its card and from its profile and finds them on /account/favourites; a
 * visitor is offered a sign-in on a profile and nothing else; an account
 * that is not approved gets no hearts. The access rules of the list are
 * covered by src/features/favourites/flows.integration.test.ts.
 */

test("a member saves a model from its card and another from its profile, finds both on /account/favourites and removes one there", { tag: "@postgres" }, async ({ page, request, asMember: _member }) => {
  await page.goto("/models");
  const firstCard = page.getByRole("article").first();
  const cardName = (await firstCard.getByRole("heading").textContent())!.trim();
  const heart = firstCard.getByRole("button", { name: `Save ${cardName} to favourites` });
  await heart.click();
  // The heart takes its own click: the card's link does not follow it.
  await expect(page).toHaveURL(/\/models$/);
  await expect(firstCard.getByRole("button", { name: `Remove ${cardName} from favourites` })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(`${cardName} saved to your favourites`)).toBeVisible();

  const other = (await listModels(request)).find((model) => !model.membersOnly && model.name !== cardName && model.photos.length > 0)!;
  await page.goto(`/models/${other.id}`);
  await page.getByRole("button", { name: `Save ${other.name} to favourites` }).click();
  await expect(page.getByRole("button", { name: `Remove ${other.name} from favourites` })).toBeVisible();

  await page.goto("/account");
  await page.getByRole("link", { name: "Your favourites" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your favourites" })).toBeVisible();
  await expect(page.getByText("2 saved models")).toBeVisible();
  // Newest first.
  const names = (await page.getByRole("article").getByRole("heading").allTextContents()).map((name) => name.trim());
  expect(names).toEqual([other.name, cardName]);

  await page.getByRole("button", { name: `Remove ${cardName} from favourites` }).click();
  await expect(page.getByText(`${cardName} removed from your favourites`)).toBeVisible();
  await page.reload();
  await expect(page.getByText("1 saved model", { exact: true })).toBeVisible();
  await expect(page.getByRole("article").getByRole("heading", { name: cardName })).toHaveCount(0);
});

test("a visitor is offered a sign-in on a profile and no hearts on the cards", async ({ page, request }) => {
  const model = pickModel(await listModels(request), "mixed", ["public"]);
  await page.goto(`/models/${model.id}`);
  const prompt = page.getByRole("link", { name: `Sign in to save ${model.name} to your favourites` });
  await expect(prompt).toBeVisible();
  await expect(prompt).toHaveAttribute("href", `/auth?next=${encodeURIComponent(`/models/${model.id}`)}`);

  await page.goto("/models");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /to favourites$/ })).toHaveCount(0);
  const answer = await page.request.get("/api/favourites");
  expect(await answer.json()).toEqual({ kind: "visitor" });
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
});

test("an account whose approval is withdrawn gets no hearts and is told why on /account/favourites", { tag: "@postgres" }, async ({ page, asMember }) => {
  await setUserStatus(asMember.request, asMember.email, "rejected");
  await page.goto("/models");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /to favourites$/ })).toHaveCount(0);
  expect(await (await page.request.get("/api/favourites")).json()).toEqual({ kind: "not-allowed" });
  await page.goto("/account/favourites");
  await expect(page.getByText("Favourites are for approved members.")).toBeVisible();
});
