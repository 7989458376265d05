/**
 * The access truth table through the page cache (decision 039): seeded
 * models of every access mode (every photo visibility among them) × every
 * access class, its profile as a document and as the router's
 * navigation data, cold (caches just emptied) and warm (served from the
 * cache), then again under concurrent load with the classes mixed. An answer
 * fails if it holds a photo the class may not see, misses one it may see
 * (another class's copy), or names any of the signed-in people.
 *
 * Expected photos come from the hand-written truth table
 * (src/features/access/truth-table.fixture.ts), not from the code under test.
 */
import type { APIRequestContext } from "@playwright/test";
import { EXPECTED, type ModelName, type ViewerName } from "../../src/features/access/truth-table.fixture";
import { expect, test, type TestUser } from "./support/test";
import { callFixture, listModels, setUserStatus, type FixtureModel } from "./support/fixtures";

type Visibility = FixtureModel["photos"][number]["visibility"];
const CODE: Record<Visibility, string> = { public: "P", members_only: "M", members_only_no_access: "T", admin_only: "A" };

interface Viewer {
  name: string;
  /** The truth table's viewer this person is an instance of. */
  row: ViewerName;
  request: APIRequestContext;
  user?: TestUser;
}

function modelRow(model: FixtureModel): ModelName {
  return model.allPhotosPublic ? "allPublic" : model.membersOnly ? "membersOnly" : "mixed";
}

/** Both spellings a photo's address can take in a page: as is, and encoded for the image optimiser. */
function spellings(url: string): string[] {
  return [url, encodeURIComponent(url)];
}

const RSC = { rsc: "1" };
// A fresh connection per request: eight people take turns, and a kept-alive
// connection the server has just timed out (5 s idle) resets (support/fixtures.ts).
const FRESH = { connection: "close" };

/**
 * Checks one answer: no photo outside the class's, every photo of the class
 * on an open profile (on a locked one, the page shows one teaser at most),
 * and nobody's name or email.
 */
function checkAnswer(body: string, model: FixtureModel, viewer: Viewer, people: TestUser[], what: string) {
  const expected = EXPECTED[modelRow(model)][viewer.row];
  for (const photo of model.photos) {
    const present = spellings(photo.imageUrl).some((spelling) => body.includes(spelling));
    const allowed = expected.photos.includes(CODE[photo.visibility]);
    if (!allowed) expect(present, `${what}: ${viewer.name} must not get the ${photo.visibility} photo ${photo.imageUrl}`).toBe(false);
    else if (expected.open) expect(present, `${what}: ${viewer.name} must get the ${photo.visibility} photo ${photo.imageUrl}`).toBe(true);
  }
  for (const person of people) {
    expect(body, `${what}: ${viewer.name}'s answer names ${person.email}`).not.toContain(person.email);
  }
}

/**
 * Three seeded models of each access mode, those with the most kinds of
 * photo first: every row of the truth table, every photo visibility, at a
 * cost the suite can pay on every run.
 */
function modelsOfEveryKind(all: FixtureModel[]): FixtureModel[] {
  const kinds = (model: FixtureModel) => new Set(model.photos.map((photo) => photo.visibility)).size;
  const chosen = (["allPublic", "membersOnly", "mixed"] as const).flatMap((row) =>
    all
      .filter((model) => modelRow(model) === row && model.photos.length > 0)
      .sort((a, b) => kinds(b) - kinds(a))
      .slice(0, 3),
  );
  expect(new Set(chosen.map(modelRow)).size, "a seeded model of each access mode").toBe(3);
  const visibilities = new Set(chosen.flatMap((model) => model.photos.map((photo) => photo.visibility)));
  expect(visibilities, "every photo visibility among them").toEqual(new Set(["public", "members_only", "members_only_no_access", "admin_only"]));
  return chosen;
}

async function fetchProfile(viewer: Viewer, model: FixtureModel, router: boolean) {
  const path = `/models/${model.id}${router ? "?_rsc=truth" : ""}`;
  const response = await viewer.request.get(path, { headers: router ? { ...RSC, ...FRESH } : FRESH });
  expect(response.status(), `${viewer.name} ${path}`).toBe(200);
  return { body: await response.text(), cache: response.headers()["x-velvet-cache"] ?? null };
}

test("every model, every class, every photo: the cached answers are the class's own, cold, warm and under mixed load", { tag: "@postgres" }, async ({ users, asVisitor, request }) => {
  test.setTimeout(300_000);
  const [member, secondMember, subscriber, exclusive, expired, pending, rejected] = await Promise.all([
    users.create("member"),
    users.create("member"),
    users.create("subscriber"),
    users.create("exclusive"),
    users.create("exclusive"),
    users.create("member"),
    users.create("member"),
  ]);
  await setUserStatus(request, pending.email, "pending");
  await setUserStatus(request, rejected.email, "rejected");
  await callFixture(request, "expire-user", { email: expired.email });
  const people = [member, secondMember, subscriber, exclusive, expired, pending, rejected];
  const viewers: Viewer[] = [
    { name: "a visitor", row: "visitor", request: asVisitor.request },
    { name: "a pending account", row: "pending", request: pending.request, user: pending },
    { name: "a rejected account", row: "rejected", request: rejected.request, user: rejected },
    { name: "an expired exclusive member", row: "expiredMember", request: expired.request, user: expired },
    { name: "a member", row: "member", request: member.request, user: member },
    { name: "another member", row: "member", request: secondMember.request, user: secondMember },
    { name: "an exclusive member", row: "member", request: exclusive.request, user: exclusive },
    { name: "a subscriber", row: "subscriber", request: subscriber.request, user: subscriber },
  ];
  const models = modelsOfEveryKind(await listModels(request));

  // Cold, then warm, model by model (a copy lives a minute): with the caches
  // just emptied, the first of each class renders and the rest of its class
  // get its copy; asked again at once, every answer comes from the cache.
  await callFixture(request, "clear-caches");
  const coldStates = new Set<string | null>();
  for (const model of models) {
    for (const router of [false, true]) {
      const what = `${router ? "router data" : "page"} of ${model.name}`;
      for (const viewer of viewers) {
        const answer = await fetchProfile(viewer, model, router);
        coldStates.add(answer.cache);
        checkAnswer(answer.body, model, viewer, people, `cold ${what}`);
      }
      for (const viewer of viewers) {
        const answer = await fetchProfile(viewer, model, router);
        expect(answer.cache, `warm ${what} for ${viewer.name}`).toBe("hit");
        checkAnswer(answer.body, model, viewer, people, `warm ${what}`);
      }
    }
  }
  expect(coldStates, "the cold answers were rendered once per class, then shared").toEqual(new Set(["miss", "hit"]));

  // Mixed load: the caches emptied again and every class asking at once, in an interleaved order.
  await callFixture(request, "clear-caches");
  const jobs = models.flatMap((model, m) =>
    viewers.flatMap((viewer, v) => [false, true].map((router) => ({ model, viewer, router, order: (m * 7 + v * 13 + (router ? 5 : 0)) % 23 }))),
  );
  jobs.sort((a, b) => a.order - b.order);
  const CONCURRENCY = 16;
  for (let start = 0; start < jobs.length; start += CONCURRENCY) {
    const batch = jobs.slice(start, start + CONCURRENCY);
    const answers = await Promise.all(batch.map((job) => fetchProfile(job.viewer, job.model, job.router)));
    answers.forEach((answer, i) => checkAnswer(answer.body, batch[i].model, batch[i].viewer, people, `concurrent answer for ${batch[i].model.name}`));
  }
});

test("a member's own review comes only to that member, from a private answer, never in the shared page", { tag: "@postgres" }, async ({ users, request, page, context }) => {
  const [author, other] = await Promise.all([users.create("member"), users.create("member")]);
  const model = (await listModels(request)).find((m) => !m.membersOnly);
  expect(model).toBeDefined();
  const content = `Own review ${Date.now()}: punctual, warm and a wonderful conversationalist.`;
  await author.signIn(context);
  await page.goto(`/models/${model!.id}#reviews`);
  const form = page.getByRole("form", { name: `Review ${model!.name}` });
  // From the keyboard, as the stars are a radio group (Space chooses the focused star).
  await form.getByRole("radio", { name: "5 stars" }).press("Space");
  await expect(form.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await form.getByLabel("Name to show").fill("A. U.");
  await form.getByLabel("Your review", { exact: true }).fill(content);
  await form.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Thank you. Your review will appear on the profile once our team has checked it.")).toBeVisible();
  // The form now shows it as theirs, read back from the private answer.
  await expect(page.getByText("Your review is waiting to be checked by our team.")).toBeVisible();

  const url = `/api/models/${model!.id}/own-review`;
  const forAuthor = await author.request.get(url);
  expect(forAuthor.headers()["cache-control"]).toContain("no-store");
  expect(await forAuthor.json()).toMatchObject({ kind: "member", own: { content, reviewerName: "A. U.", rating: 5, isPublished: false } });
  expect(await (await other.request.get(url)).json()).toEqual({ kind: "member", own: null });
  // `request` carries no session: a visitor.
  expect(await (await request.get(url)).json()).toEqual({ kind: "not-allowed" });
  // The page both members get is the class's: it holds neither the review nor anyone's address.
  for (const person of [author, other]) {
    const html = await (await person.request.get(`/models/${model!.id}`)).text();
    expect(html).not.toContain(content);
    expect(html).not.toContain(author.email);
    expect(html).not.toContain(other.email);
  }
});
