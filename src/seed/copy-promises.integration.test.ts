/**
 * The public copy's promises about the product, each beside a check that the
 * product keeps it. Each row names where the copy is (a seeded block, FAQ,
 * blog post or category page, or a sign-in message), the words that make the
 * promise (the test fails if they are gone, so a row never checks a promise
 * nobody makes) and the check, run against a real database: the column, the
 * filter, the mail, the profile line or the access rule behind the words.
 * Remove a feature and its row fails; reword a promise and its row must be
 * updated with it. Below the table, the sentences the copy once held that
 * the product does not keep must not come back.
 *
 * Seeded copy is what a new site starts with; staff may edit it afterwards.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, modelGallery, modelReviews, models, users } from "@/db/schema";
import { canOpenModel, visiblePhotoVisibilities } from "@/features/access/policy";
import { MODELS, VIEWERS } from "@/features/access/truth-table.fixture";
import { AUTH_MESSAGES } from "@/features/auth/messages";
import { createViewer, session } from "../../tests/setup/admin-session";
import { useTestDatabase } from "../../tests/setup/test-db";
import { seedBlogPosts, seedCategories, seedFaqs, seedGeoFaqs, seedSiteContent } from "./data";

const { approveUser, rejectUser } = await import("@/features/users/admin/actions");
const { getModelProfile } = await import("@/features/models/queries");
const { listModelCards } = await import("@/features/models/list");
const { listModelFilterChoices } = await import("@/features/models/filter-choices");
const { getPublishedReviews } = await import("@/features/reviews/queries");
const { parseModelListParams, toListFilters } = await import("@/features/models/components/model-filters");
const { bookingTermLines } = await import("@/features/models/booking-terms");
const { profileDetails } = await import("@/features/models/profile-details");
const { modelFieldsSchema } = await import("@/features/models/admin/form/schemas");
const { clearAllLocally } = await import("@/lib/cache");

const { db } = await useTestDatabase();
const ADMIN = await createViewer("admin");

// ── Where the copy is ───────────────────────────────────────────────────────

const siteBlock = (section: string) => () => textOf(seedSiteContent.find((block) => block.section === section));
const faq = (id: string) => () => textOf([...seedFaqs, ...seedGeoFaqs].find((entry) => entry.id === id));
const blogPost = (slug: string) => () => textOf(seedBlogPosts.find((post) => post.slug === slug));
const categoryPage = (slug: string) => () => textOf(seedCategories.find((category) => category.slug === slug));

function textOf(entry: object | undefined): string {
  if (!entry) throw new Error("the copy is not seeded any more: update this row");
  return Object.values(entry)
    .filter((value): value is string => typeof value === "string")
    .join("\n");
}

// ── What keeps each promise ─────────────────────────────────────────────────

/** A listed model (it has a public photo) with the given fields. */
async function listedModel(values: Partial<typeof models.$inferInsert>): Promise<string> {
  const [row] = await db
    .insert(models)
    .values({ name: `Promise ${crypto.randomUUID().slice(0, 8)}`, ...values })
    .returning({ id: models.id });
  await db.insert(modelGallery).values({ modelId: row.id, imageUrl: "https://images.example.com/promise.webp" });
  clearAllLocally();
  return row.id;
}

/** Profiles list the languages the companion speaks; staff edit them in the model form. */
async function languagesOnProfiles(): Promise<void> {
  const id = await listedModel({ languages: ["Italian", "English"] });
  const profile = await getModelProfile(id);
  expect(profileDetails(profile!)).toContainEqual(["Languages", "Italian, English"]);
  expect(modelFieldsSchema.shape).toHaveProperty("languages");
}

/** /models filters by nationality and by language, from the address. */
async function nationalityAndLanguageFilters(): Promise<void> {
  // Values no other model holds, so the list is this model alone.
  const [nationality, language] = [`Nation${crypto.randomUUID().slice(0, 8)}`, `Language${crypto.randomUUID().slice(0, 8)}`];
  const id = await listedModel({ nationality, languages: [language] });
  const params = parseModelListParams({ nationality: nationality.toLowerCase(), language: language.toLowerCase() }, { categories: new Set(), districts: new Set(), ...(await listModelFilterChoices()) });
  expect(params).toMatchObject({ nationality, language });
  // Each filter on its own lists this model alone.
  for (const filter of [{ nationality: params.nationality }, { language: params.language }]) {
    const listed = await listModelCards(VIEWERS.visitor, toListFilters({ ...params, nationality: undefined, language: undefined, ...filter }));
    expect(listed.items.map((card) => card.id), JSON.stringify(filter)).toEqual([id]);
  }
}

/** A minimum booking staff set is on the profile; none is said where none is set. */
async function minimumBookingWhereSet(): Promise<void> {
  const set = await getModelProfile(await listedModel({ minBookingMinutes: 90 }));
  const unset = await getModelProfile(await listedModel({}));
  expect(bookingTermLines(set!)).toContain("Minimum booking: 1 hour 30 minutes");
  expect(bookingTermLines(unset!).join(" ")).not.toContain("Minimum booking");
  expect(modelFieldsSchema.shape).toHaveProperty("minBookingMinutes");
}

/** A travel supplement staff set is on the profile, 0 as "No travel supplement". */
async function travelSupplementWhereSet(): Promise<void> {
  const forty = await getModelProfile(await listedModel({ travelSupplement: 40 }));
  const none = await getModelProfile(await listedModel({ travelSupplement: 0 }));
  expect(bookingTermLines(forty!)).toContain("Travel supplement: £40");
  expect(bookingTermLines(none!)).toContain("No travel supplement");
  expect(modelFieldsSchema.shape).toHaveProperty("travelSupplement");
}

/** Whatever an administrator decides about a sign-up, the member is mailed. */
async function mailAfterEitherDecision(): Promise<void> {
  session.viewer = ADMIN;
  const [approved, rejected] = [`promise-approved-${crypto.randomUUID()}`, `promise-rejected-${crypto.randomUUID()}`];
  await db.insert(users).values([approved, rejected].map((id) => ({ id, name: "Promise", email: `${id}@example.test`, role: "user" as const, status: "pending" as const })));
  await db.delete(mailOutbox);
  expect(await approveUser({ id: approved })).toMatchObject({ ok: true });
  expect(await rejectUser({ id: rejected })).toMatchObject({ ok: true });
  expect(await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox)).toEqual([{ n: 2 }]);
}

/** A review is not shown until staff publish it (moderation). */
async function reviewsCheckedBeforeShown(): Promise<void> {
  const modelId = await listedModel({});
  await db.insert(modelReviews).values({ modelId, reviewerName: "Promise", rating: 5, title: "Lovely", content: "A lovely evening." });
  const [stored] = await db.select({ isPublished: modelReviews.isPublished }).from(modelReviews).where(eq(modelReviews.modelId, modelId));
  expect(stored.isPublished).toBe(false);
  expect(await getPublishedReviews(modelId)).toEqual([]);
}

/** Subscriber photos need an active subscription; members-only profiles open to approved members. */
function subscriberPhotosAndMembersOnlyProfiles(): void {
  expect(visiblePhotoVisibilities(VIEWERS.member, MODELS.mixed)).not.toContain("members_only");
  expect(visiblePhotoVisibilities(VIEWERS.subscriber, MODELS.mixed)).toContain("members_only");
  expect(canOpenModel(VIEWERS.member, MODELS.membersOnly)).toBe(true);
  expect(canOpenModel(VIEWERS.visitor, MODELS.membersOnly)).toBe(false);
}

/** Page views are counted first-party into a table that holds nothing about the visitor. */
async function cookielessPageViews(): Promise<void> {
  const result = await db.execute(sql`select column_name from information_schema.columns where table_name = 'page_views' order by column_name`);
  const columns = (result as unknown as { rows: { column_name: string }[] }).rows.map((row) => row.column_name);
  expect(columns).toEqual(["day", "device_type", "id", "path", "referrer_host", "views"]);
}

// ── The promises ────────────────────────────────────────────────────────────

const PROMISES: { where: string; text: () => string; says: RegExp; check: () => void | Promise<void> }[] = [
  { where: "booking step 1", text: siteBlock("booking_step_1"), says: /the languages each companion speaks/, check: languagesOnProfiles },
  { where: "petite category page", text: categoryPage("petite-escorts"), says: /Profiles list height, interests and the languages/, check: languagesOnProfiles },
  { where: "booking step 1", text: siteBlock("booking_step_1"), says: /by district, category, nationality or language/, check: nationalityAndLanguageFilters },
  { where: "international copy block", text: siteBlock("characteristics_international_content"), says: /Filter the directory by nationality or language/, check: nationalityAndLanguageFilters },
  { where: "international category page", text: categoryPage("international-escorts"), says: /Filter the directory by nationality or language/, check: nationalityAndLanguageFilters },
  { where: "scheduling block", text: siteBlock("booking_info_schedule"), says: /Where a companion has set a minimum booking, her profile shows it/, check: minimumBookingWhereSet },
  { where: "Kensington FAQ", text: faq("geo-kensington-2"), says: /Where a companion has set a minimum booking, her profile shows it/, check: minimumBookingWhereSet },
  { where: "FAQ: areas covered", text: faq("faq-9"), says: /profile shows her travel supplement where she has set one/, check: travelSupplementWhereSet },
  { where: "Canary Wharf FAQ", text: faq("geo-canary-wharf-2"), says: /Where a companion has set one, her profile shows it/, check: travelSupplementWhereSet },
  { where: "Richmond blog post", text: blogPost("a-weekend-in-richmond"), says: /profile shows it where she has set one/, check: travelSupplementWhereSet },
  { where: "pending sign-in message", text: () => AUTH_MESSAGES.pending, says: /We will email you once an administrator has reviewed it/, check: mailAfterEitherDecision },
  { where: "FAQ: registration", text: faq("faq-3"), says: /we email you when your account is approved or declined/, check: mailAfterEitherDecision },
  { where: "our values", text: siteBlock("about_values"), says: /reviews are written by approved members and checked by our team before they appear/, check: reviewsCheckedBeforeShown },
  { where: "booking step 3", text: siteBlock("booking_step_3"), says: /our team reads each review before it appears/, check: reviewsCheckedBeforeShown },
  { where: "booking step 1", text: siteBlock("booking_step_1"), says: /some photographs are for subscribers: members with an active subscription see them/, check: subscriberPhotosAndMembersOnlyProfiles },
  { where: "FAQ: subscription", text: faq("faq-4"), says: /An active subscription shows you those subscriber photos/, check: subscriberPhotosAndMembersOnlyProfiles },
  { where: "discretion blog post", text: blogPost("the-art-of-discretion"), says: /certain photographs are visible only to members with an active subscription/, check: subscriberPhotosAndMembersOnlyProfiles },
  { where: "discretion blog post", text: blogPost("the-art-of-discretion"), says: /we count page views ourselves, without cookies and without recording who you are/, check: cookielessPageViews },
];

/** Sentences the copy once held that the product does not keep. */
const BROKEN_PROMISES = [
  /confirmed bookings/i,
  /durations are shown on each profile/i,
  /shown clearly on each profile/i,
  /extended galleries after signing in/i,
  /visible only after signing in/i,
  /only through the website/i,
  /no advertising or analytics trackers/i,
  /more than twenty languages/i,
  /Search by nationality or language/i,
];

describe("the public copy promises only what the product does", () => {
  it.each(PROMISES.map((promise) => [`${promise.where}: ${promise.says.source}`, promise] as const))("%s", async (_label, promise) => {
    expect(promise.text(), `the copy no longer says this: update the row`).toMatch(promise.says);
    await promise.check();
  });

  it("no seeded copy makes a promise the product does not keep", () => {
    const everything = [...seedSiteContent, ...seedFaqs, ...seedGeoFaqs, ...seedBlogPosts, ...seedCategories].map(textOf).join("\n");
    for (const broken of BROKEN_PROMISES) expect(everything).not.toMatch(broken);
  });
});
