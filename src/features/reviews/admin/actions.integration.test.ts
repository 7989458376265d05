/**
 * The Model reviews actions and list against a real (embedded) database.
 * The viewer and the admin locale are mocked at our own seams
 * (tests/setup/admin-session.ts); authorisation, validation, the row locks,
 * the transaction, the audit rows and the model's recounted rating are real.
 * Direct calls by members and visitors are covered here as well as end to end.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, modelReviews, models } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, expectRefusedAndUnchanged, session, signInAs } from "../../../../tests/setup/admin-session";
import { emptyTables, useTestDatabase } from "../../../../tests/setup/test-db";

const { createReview, deleteReview, rejectReview, setReviewFeatured, setReviewPublished, updateReview } = await import("./actions");
const { countReviews, listReviewModelOptions, listReviewsPage } = await import("./list-query");
const { DEFAULT_REVIEW_LIST_PARAMS } = await import("./list-params");

const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
const MEMBER = await createViewer("member");

const SOFIA = "00000000-0000-4000-8000-00000000000a";
const BELLA = "00000000-0000-4000-8000-00000000000b";
const R1 = "00000000-0000-4000-8000-000000000001";
const R2 = "00000000-0000-4000-8000-000000000002";
const R3 = "00000000-0000-4000-8000-000000000003";
const DAY = 24 * 60 * 60 * 1000;
const LONG_AGO = new Date("2026-01-01T00:00:00Z");

const snapshot = async () => ({
  reviews: await db.select().from(modelReviews).orderBy(asc(modelReviews.id)),
  models: await db.select().from(models).orderBy(asc(models.id)),
  audit: await db.select().from(auditLog),
});

async function figures(modelId: string) {
  const [row] = await db.select({ rating: models.rating, reviewsCount: models.reviewsCount, updatedAt: models.updatedAt }).from(models).where(eq(models.id, modelId));
  return row;
}

const auditRows = () => db.select().from(auditLog).orderBy(asc(auditLog.createdAt));

const valid = { modelId: SOFIA, reviewerName: "Ann", rating: 4, title: "Lovely evening", content: "Charming company.", isVerified: true, isPublished: true, isFeatured: false };

beforeEach(async () => {
  signInAs(ADMIN);
  await emptyTables(db, auditLog, modelReviews);
  await db.delete(models).where(inArray(models.id, [SOFIA, BELLA]));
  // Sofia: two published (5 and 4: 4.5) and one pending (1, not counted). Bella: none.
  await db.insert(models).values([
    { id: SOFIA, name: "Sofia", rating: 4.5, reviewsCount: 2, updatedAt: LONG_AGO },
    { id: BELLA, name: "Bella", rating: null, reviewsCount: 0, updatedAt: LONG_AGO },
  ]);
  const now = Date.now();
  await db.insert(modelReviews).values([
    { id: R1, modelId: SOFIA, reviewerName: "Olivia", rating: 5, title: "Wonderful", content: "A delight.", isPublished: true, isVerified: true, createdAt: new Date(now - 3 * DAY) },
    { id: R2, modelId: SOFIA, reviewerName: "Marcus", rating: 4, title: "", content: "Very good.", isPublished: true, isFeatured: true, createdAt: new Date(now - 2 * DAY) },
    { id: R3, modelId: SOFIA, reviewerName: "Pat", rating: 1, title: "Late", content: "Not for me.", isPublished: false, createdAt: new Date(now - DAY) },
  ]);
});

describe("the list", () => {
  it("counts all, published, pending and featured reviews in one pass", async () => {
    expect(await countReviews(db)).toEqual({ all: 3, published: 2, pending: 1, featured: 1 });
  });

  it("shows the newest first, with the model's name joined", async () => {
    const page = await listReviewsPage(db, DEFAULT_REVIEW_LIST_PARAMS);
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(page.rows.map((row) => [row.id, row.modelName])).toEqual([
      [R3, "Sofia"],
      [R2, "Sofia"],
      [R1, "Sofia"],
    ]);
  });

  it.each([
    [{ filter: "published" }, [R2, R1]],
    [{ filter: "pending" }, [R3]],
    [{ filter: "featured" }, [R2]],
    [{ sort: "oldest" }, [R1, R2, R3]],
    [{ sort: "rating" }, [R1, R2, R3]],
    [{ q: "marc" }, [R2]],
    [{ q: "WONDER" }, [R1]],
    [{ q: "sofia" }, [R3, R2, R1]],
    [{ q: "100%" }, []],
    [{ filter: "pending", q: "olivia" }, []],
  ] as const)("%j lists %j", async (view, ids) => {
    const page = await listReviewsPage(db, { ...DEFAULT_REVIEW_LIST_PARAMS, ...view });
    expect(page.rows.map((row) => row.id)).toEqual(ids);
    expect(page.total).toBe(ids.length);
  });

  it("orders by model name A–Z", async () => {
    await db.insert(modelReviews).values({ modelId: BELLA, reviewerName: "Zed", rating: 3, content: "Fine." });
    const page = await listReviewsPage(db, { ...DEFAULT_REVIEW_LIST_PARAMS, sort: "model" });
    expect(page.rows.map((row) => row.modelName)).toEqual(["Bella", "Sofia", "Sofia", "Sofia"]);
  });

  it("shows the last page for a page past the end", async () => {
    expect(await listReviewsPage(db, { ...DEFAULT_REVIEW_LIST_PARAMS, page: 40 })).toMatchObject({ page: 1, pageCount: 1, total: 3 });
  });

  it("offers every model by name, id and name only", async () => {
    const options = await listReviewModelOptions(db);
    expect(options.filter((option) => option.id === SOFIA || option.id === BELLA)).toEqual([
      { id: BELLA, name: "Bella" },
      { id: SOFIA, name: "Sofia" },
    ]);
  });
});

describe("creating a review", () => {
  it("saves it, writes one audit row, and recounts the model from its published reviews", async () => {
    const result = await createReview({ ...valid, modelId: BELLA, reviewerName: "  Ann  ", rating: "3" });
    expect(result).toMatchObject({ ok: true, data: { modelId: BELLA, modelName: "Bella", reviewerName: "Ann", rating: 3, isPublished: true } });
    expect(await figures(BELLA)).toMatchObject({ rating: 3, reviewsCount: 1 });
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "review.create",
      entityType: "model_review",
      entityId: result.ok ? result.data.id : "",
      actorEmail: ADMIN.email,
      newValues: { name: "Ann · Bella", reviewerName: "Ann", rating: 3, isPublished: true },
    });
  });

  it("rounds the average to one decimal", async () => {
    // Sofia: 5 + 4 + 4 = 13 / 3 = 4.333… → 4.3
    await createReview({ ...valid, rating: 4 });
    expect(await figures(SOFIA)).toMatchObject({ rating: 4.3, reviewsCount: 3 });
    // 5 + 4 + 4 + 4 = 17 / 4 = 4.25 → 4.3 (half away from zero, in exact decimals)
    await createReview({ ...valid, rating: 4 });
    expect(await figures(SOFIA)).toMatchObject({ rating: 4.3, reviewsCount: 4 });
  });

  it("leaves the figures alone for a pending review, and the model's version with them", async () => {
    const before = await figures(SOFIA);
    expect(await createReview({ ...valid, isPublished: false, isFeatured: false })).toMatchObject({ ok: true });
    expect(await figures(SOFIA)).toEqual(before);
  });

  it.each([
    ["a blank reviewer", { reviewerName: "   " }, "reviewerName"],
    ["a reviewer over 100 characters", { reviewerName: "x".repeat(101) }, "reviewerName"],
    ["no rating", { rating: "" }, "rating"],
    ["a rating of 0", { rating: 0 }, "rating"],
    ["a rating of 6", { rating: "6" }, "rating"],
    ["a rating of 4.5", { rating: 4.5 }, "rating"],
    ["a rating that is not a number", { rating: "five" }, "rating"],
    ["a title over 200 characters", { title: "x".repeat(201) }, "title"],
    ["blank content", { content: " \n " }, "content"],
    ["content over 5000 characters", { content: "x".repeat(5001) }, "content"],
    ["no model", { modelId: "" }, "modelId"],
    ["flags that are not booleans", { isPublished: "yes" }, "isPublished"],
  ])("refuses %s with a field error and the save failure message, and saves nothing", async (_label, patch, field) => {
    const before = await snapshot();
    const result = await createReview({ ...valid, ...patch });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Failed to save review" });
    expect(result.ok === false && result.fieldErrors && Object.keys(result.fieldErrors)).toEqual([field]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a model that does not exist as a field error, not a server error", async () => {
    const before = await snapshot();
    const result = await createReview({ ...valid, modelId: "00000000-0000-4000-8000-0000000000ff" });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Failed to save review", fieldErrors: { modelId: ["This model no longer exists. Choose another."] } });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses input that is not an object at all", async () => {
    expect(await createReview(null)).toMatchObject({ ok: false, code: "invalid" });
    expect(await createReview("review")).toMatchObject({ ok: false, code: "invalid" });
  });

  it("gives the Portuguese message to a pt-BR admin", async () => {
    session.locale = "pt-BR";
    expect(await createReview({ ...valid, content: "" })).toMatchObject({ ok: false, error: "Erro ao salvar review" });
  });
});

describe("editing a review", () => {
  async function loaded(id: string) {
    const [row] = await db.select({ updatedAt: modelReviews.updatedAt }).from(modelReviews).where(eq(modelReviews.id, id));
    return row.updatedAt.toISOString();
  }

  it("saves the fields, audits before and after, and recounts both models when it moves", async () => {
    const result = await updateReview({ ...valid, id: R1, modelId: BELLA, rating: 2, expectedVersion: await loaded(R1) });
    expect(result).toMatchObject({ ok: true, data: { id: R1, modelId: BELLA, modelName: "Bella", rating: 2, reviewerName: "Ann" } });
    expect(await figures(SOFIA)).toMatchObject({ rating: 4, reviewsCount: 1 });
    expect(await figures(BELLA)).toMatchObject({ rating: 2, reviewsCount: 1 });
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      action: "review.update",
      entityId: R1,
      oldValues: { reviewerName: "Olivia", rating: 5, modelId: SOFIA },
      newValues: { reviewerName: "Ann", rating: 2, modelId: BELLA },
    });
  });

  it("refuses a save over a newer change (conflict) and keeps the newer one; overwrite then goes through", async () => {
    const version = await loaded(R2);
    expect(await updateReview({ ...valid, id: R2, title: "Mine first", expectedVersion: version })).toMatchObject({ ok: true });
    const before = await snapshot();
    const stale = await updateReview({ ...valid, id: R2, title: "Theirs", expectedVersion: version });
    expect(stale).toMatchObject({ ok: false, code: "conflict" });
    expect(stale.ok === false && stale.error).toContain(ADMIN.email);
    expect(await snapshot()).toEqual(before);
    expect(await updateReview({ ...valid, id: R2, title: "Theirs", expectedVersion: version, overwrite: true })).toMatchObject({ ok: true, data: { title: "Theirs" } });
  });

  it("answers not_found for a review that is gone", async () => {
    await db.delete(modelReviews).where(eq(modelReviews.id, R3));
    expect(await updateReview({ ...valid, id: R3 })).toMatchObject({ ok: false, code: "not_found", error: "This review no longer exists. Reload the page." });
  });
});

describe("publishing, featuring and deleting from the list", () => {
  it("publishes a pending review: audited, and the model recounted", async () => {
    expect(await setReviewPublished({ id: R3, isPublished: true })).toMatchObject({ ok: true, data: { id: R3, isPublished: true } });
    // 5 + 4 + 1 = 10 / 3 = 3.333… → 3.3
    expect(await figures(SOFIA)).toMatchObject({ rating: 3.3, reviewsCount: 3 });
    expect(await auditRows()).toMatchObject([
      { action: "review.publish", entityType: "model_review", entityId: R3, oldValues: { name: "Pat · Sofia", isPublished: false }, newValues: { isPublished: true } },
    ]);
  });

  it("unpublishes the last published reviews down to no rating at all", async () => {
    await setReviewPublished({ id: R1, isPublished: false });
    expect(await figures(SOFIA)).toMatchObject({ rating: 4, reviewsCount: 1 });
    await setReviewPublished({ id: R2, isPublished: false });
    expect(await figures(SOFIA)).toMatchObject({ rating: null, reviewsCount: 0 });
    expect((await auditRows()).map((row) => row.action)).toEqual(["review.unpublish", "review.unpublish"]);
  });

  it("features and unfeatures a published review without touching the model's figures or version", async () => {
    const before = await figures(SOFIA);
    expect(await setReviewFeatured({ id: R1, isFeatured: true })).toMatchObject({ ok: true, data: { isFeatured: true, isPublished: true } });
    expect(await setReviewFeatured({ id: R1, isFeatured: false })).toMatchObject({ ok: true, data: { isFeatured: false } });
    expect(await figures(SOFIA)).toEqual(before);
    expect((await auditRows()).map((row) => row.action)).toEqual(["review.feature", "review.unfeature"]);
  });

  it("refuses to feature a pending review, from the list or the dialog, and changes nothing", async () => {
    const before = await snapshot();
    expect(await setReviewFeatured({ id: R3, isFeatured: true })).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Only a published review can be featured. Publish it first.",
    });
    expect(await createReview({ ...valid, isPublished: false, isFeatured: true })).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { isFeatured: ["Only a published review can be featured. Publish it first."] },
    });
    const [r3] = await db.select().from(modelReviews).where(eq(modelReviews.id, R3));
    expect(await updateReview({ ...valid, id: R3, isPublished: false, isFeatured: true, expectedVersion: r3.updatedAt.toISOString() })).toMatchObject({
      ok: false,
      fieldErrors: { isFeatured: [expect.any(String)] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("keeps the mark of a featured review that is unpublished, and lets it be taken off", async () => {
    expect(await setReviewPublished({ id: R2, isPublished: false })).toMatchObject({ ok: true, data: { isPublished: false, isFeatured: true } });
    const [r2] = await db.select().from(modelReviews).where(eq(modelReviews.id, R2));
    // An edit that keeps the mark on the unpublished review goes through.
    expect(await updateReview({ ...valid, id: R2, isPublished: false, isFeatured: true, expectedVersion: r2.updatedAt.toISOString() })).toMatchObject({ ok: true });
    expect(await setReviewFeatured({ id: R2, isFeatured: false })).toMatchObject({ ok: true, data: { isFeatured: false } });
  });

  it("rejects a pending review: removed unpublished, audited with what it said, the figures untouched", async () => {
    const before = await figures(SOFIA);
    expect(await rejectReview({ id: R3 })).toEqual({ ok: true, data: { id: R3 } });
    expect(await db.select().from(modelReviews).where(eq(modelReviews.id, R3))).toEqual([]);
    expect(await figures(SOFIA)).toEqual(before);
    expect(await auditRows()).toMatchObject([
      { action: "review.reject", entityType: "model_review", entityId: R3, oldValues: { name: "Pat · Sofia", content: "Not for me.", isPublished: false } },
    ]);
    expect(await countReviews(db)).toMatchObject({ all: 2, pending: 0 });
  });

  it("refuses to reject a published review (unpublish or delete it instead), and changes nothing", async () => {
    const before = await snapshot();
    expect(await rejectReview({ id: R1 })).toMatchObject({ ok: false, code: "invalid", error: "Only a pending review can be rejected: unpublish or delete a published one." });
    expect(await rejectReview({ id: "00000000-0000-4000-8000-0000000000ee" })).toMatchObject({ ok: false, code: "not_found" });
    expect(await snapshot()).toEqual(before);
  });

  it("deletes a review: audited with what it was, and the model recounted", async () => {
    expect(await deleteReview({ id: R1 })).toEqual({ ok: true, data: { id: R1 } });
    expect(await db.select().from(modelReviews).where(eq(modelReviews.id, R1))).toEqual([]);
    expect(await figures(SOFIA)).toMatchObject({ rating: 4, reviewsCount: 1 });
    expect(await auditRows()).toMatchObject([{ action: "review.delete", entityId: R1, oldValues: { name: "Olivia · Sofia", rating: 5 } }]);
  });

  it("answers not_found, with nothing changed, for a review that does not exist", async () => {
    const before = await snapshot();
    const missing = "00000000-0000-4000-8000-0000000000ee";
    expect(await setReviewPublished({ id: missing, isPublished: true })).toMatchObject({ ok: false, code: "not_found" });
    expect(await setReviewFeatured({ id: missing, isFeatured: true })).toMatchObject({ ok: false, code: "not_found" });
    expect(await deleteReview({ id: missing })).toMatchObject({ ok: false, code: "not_found" });
    expect(await snapshot()).toEqual(before);
  });

  it("words each failure as given, in Portuguese for a pt-BR admin", async () => {
    session.locale = "pt-BR";
    expect(await setReviewPublished({ id: R1, isPublished: "yes" })).toMatchObject({ ok: false, error: "Erro ao alterar status da review" });
    expect(await setReviewFeatured({ id: R1 })).toMatchObject({ ok: false, error: "Erro ao alterar status de destaque" });
    expect(await deleteReview({})).toMatchObject({ ok: false, error: "Erro ao remover review" });
  });
});

describe("called directly by someone who may not moderate reviews", () => {
  const calls = {
    createReview: () => createReview(valid),
    updateReview: () => updateReview({ ...valid, id: R1, title: "Hijacked" }),
    setReviewPublished: () => setReviewPublished({ id: R3, isPublished: true }),
    setReviewFeatured: () => setReviewFeatured({ id: R1, isFeatured: true }),
    deleteReview: () => deleteReview({ id: R1 }),
    rejectReview: () => rejectReview({ id: R3 }),
  };

  it.each(Object.keys(calls))("%s is refused for a member (forbidden) and a visitor, and nothing changes", async (name) => {
    const outsiders = [[MEMBER, "forbidden"], [VISITOR, "unauthenticated"]] as const;
    await expectRefusedAndUnchanged(calls[name as keyof typeof calls], outsiders, snapshot);
  });
});
