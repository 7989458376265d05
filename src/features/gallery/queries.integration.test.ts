/**
 * How many more photos a subscription would show, asked of the real SQL: per
 * viewer kind, per access mode, with the duplicates and the main-image
 * fallback the gallery itself applies, and only ever as a number.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { clearAllLocally, clearTagsLocally } from "@/lib/cache";
import type { DatabaseHandle } from "@/db/client";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { modelGallery, models, type PhotoVisibility } from "@/db/schema";
import type { ModelAccessFields } from "@/features/access/policy";
import { VIEWERS } from "@/features/access/truth-table.fixture";
import { countPhotosForSubscribersOnly, getGalleryForViewer, subscriberOnlyPhotoTotals } from "./queries";

type Seeded = ModelAccessFields & { id: string; name: string; image: string | null };

let db: DatabaseHandle["db"];

const PUBLIC_MODE = { membersOnly: false, allPhotosPublic: true };
const MEMBERS_ONLY = { membersOnly: true, allPhotosPublic: false };
const MIXED = { membersOnly: false, allPhotosPublic: false };

async function seedModel(
  name: string,
  mode: { membersOnly: boolean; allPhotosPublic: boolean },
  photos: [url: string, visibility: PhotoVisibility][],
  extra: { image?: string; isHidden?: boolean; deletedAt?: Date } = {},
): Promise<Seeded> {
  const fields = { ...mode, isHidden: extra.isHidden ?? false, deletedAt: extra.deletedAt ?? null };
  const [model] = await db
    .insert(models)
    .values({ name, image: extra.image ?? null, ...fields })
    .returning({ id: models.id });
  for (const [index, [imageUrl, visibility]] of photos.entries()) {
    await db.insert(modelGallery).values({ modelId: model.id, imageUrl, visibility, caption: `${name} secret caption ${index}`, orderIndex: index });
  }
  return { id: model.id, name, image: extra.image ?? null, ...fields };
}

let mixed: Seeded;
let membersOnly: Seeded;
let allPublic: Seeded;
let mainImageOnly: Seeded;
let hidden: Seeded;
let deleted: Seeded;

beforeAll(async () => {
  ({ db } = await useTestDatabase());
  // Two public photos, three paid (one of them the same file as a public one), one for staff.
  mixed = await seedModel("Mixed", MIXED, [
    ["/img/mixed-p1.jpg", "public"],
    ["/img/mixed-p2.jpg", "public"],
    ["/img/mixed-m1.jpg", "members_only"],
    ["/img/mixed-m2.jpg", "members_only"],
    ["/img/mixed-p1.jpg", "members_only"],
    ["/img/mixed-a1.jpg", "admin_only"],
  ]);
  // Two teasers, four paid: one paid photo is a teaser's file, one is listed twice.
  membersOnly = await seedModel("Members", MEMBERS_ONLY, [
    ["/img/mo-t1.jpg", "members_only_no_access"],
    ["/img/mo-t2.jpg", "members_only_no_access"],
    ["/img/mo-m1.jpg", "members_only"],
    ["/img/mo-m2.jpg", "members_only"],
    ["/img/mo-m2.jpg", "members_only"],
    ["/img/mo-t1.jpg", "members_only"],
    ["/img/mo-a1.jpg", "admin_only"],
  ]);
  allPublic = await seedModel("Open", PUBLIC_MODE, [
    ["/img/open-p1.jpg", "public"],
    ["/img/open-m1.jpg", "members_only"],
  ]);
  // No public photo: a non-subscriber is shown the main image, which is also a paid photo.
  mainImageOnly = await seedModel("Main", MIXED, [
    ["/img/main.jpg", "members_only"],
    ["/img/main-m2.jpg", "members_only"],
  ], { image: "/img/main.jpg" });
  hidden = await seedModel("Hidden", MIXED, [["/img/hidden-m1.jpg", "members_only"]], { isHidden: true });
  deleted = await seedModel("Deleted", MIXED, [["/img/deleted-m1.jpg", "members_only"]], { deletedAt: new Date() });
});

/** What a subscription adds, worked out from the galleries themselves: the subscriber's photos this viewer does not get. */
async function differenceOfGalleries(model: Seeded, viewer: (typeof VIEWERS)[keyof typeof VIEWERS]): Promise<number> {
  const theirs = new Set((await getGalleryForViewer(model, viewer)).map((p) => p.imageUrl));
  const subscribers = (await getGalleryForViewer(model, VIEWERS.subscriber)).map((p) => p.imageUrl);
  return subscribers.filter((url) => !theirs.has(url)).length;
}

describe("countPhotosForSubscribersOnly", () => {
  it("tells visitors, members and those awaiting approval how many paid photos of a mixed model they miss (duplicates once)", async () => {
    for (const viewer of [VIEWERS.visitor, VIEWERS.pending, VIEWERS.member, VIEWERS.team, VIEWERS.expiredMember]) {
      expect(await countPhotosForSubscribersOnly(mixed, viewer)).toBe(2);
    }
  });

  it("counts the paid photos that replace a members-only model's teasers, less the ones the viewer already sees", async () => {
    expect(await countPhotosForSubscribersOnly(membersOnly, VIEWERS.member)).toBe(2);
    expect(await countPhotosForSubscribersOnly(membersOnly, VIEWERS.visitor)).toBe(2);
  });

  it("does not count a paid photo the viewer already sees as the main image", async () => {
    expect(await countPhotosForSubscribersOnly(mainImageOnly, VIEWERS.member)).toBe(1);
  });

  it("is 0 for viewers who already see every paid photo, and for all-public models", async () => {
    for (const viewer of [VIEWERS.subscriber, VIEWERS.unexpiredExclusive, VIEWERS.admin, VIEWERS.unapprovedAdmin]) {
      for (const model of [mixed, membersOnly, mainImageOnly]) expect(await countPhotosForSubscribersOnly(model, viewer)).toBe(0);
    }
    expect(await countPhotosForSubscribersOnly(allPublic, VIEWERS.visitor)).toBe(0);
  });

  it("is 0 for a model the viewer may not know about (hidden or in the trash)", async () => {
    expect(await countPhotosForSubscribersOnly(hidden, VIEWERS.member)).toBe(0);
    expect(await countPhotosForSubscribersOnly(deleted, VIEWERS.member)).toBe(0);
  });

  it("agrees with the difference between the subscriber's gallery and the viewer's own, for every viewer kind", async () => {
    expect(await differenceOfGalleries(mixed, VIEWERS.visitor)).toBeGreaterThan(0);
    for (const [name, viewer] of Object.entries(VIEWERS)) {
      for (const model of [mixed, membersOnly, allPublic, mainImageOnly]) {
        const expected = await differenceOfGalleries(model, viewer);
        expect(await countPhotosForSubscribersOnly(model, viewer), `${name} × ${model.name}`).toBe(expected);
      }
    }
  });

  it("answers with a bare number: no photo address or caption", async () => {
    const answer = await countPhotosForSubscribersOnly(mixed, VIEWERS.visitor);
    expect(typeof answer).toBe("number");
    expect(JSON.stringify(answer)).not.toMatch(/img|caption/);
  });
});

describe("subscriberOnlyPhotoTotals (for /account)", () => {
  // Kept per access class in the data cache: start from this file's rows.
  beforeAll(() => clearAllLocally());

  it("adds up what a member would gain on every profile they may open, leaving out hidden and deleted models", async () => {
    // mixed 2 + members-only 2 + main-image model 1.
    expect(await subscriberOnlyPhotoTotals(VIEWERS.member)).toEqual({ photos: 5, models: 3 });
  });

  it("leaves out members-only profiles for someone who cannot open them", async () => {
    expect(await subscriberOnlyPhotoTotals(VIEWERS.pending)).toEqual({ photos: 3, models: 2 });
    expect(await subscriberOnlyPhotoTotals(VIEWERS.visitor)).toEqual({ photos: 3, models: 2 });
  });

  it("is nothing for a subscriber or an admin", async () => {
    expect(await subscriberOnlyPhotoTotals(VIEWERS.subscriber)).toEqual({ photos: 0, models: 0 });
    expect(await subscriberOnlyPhotoTotals(VIEWERS.admin)).toEqual({ photos: 0, models: 0 });
  });

  it("is counted once per access class, and again after the gallery changes", async () => {
    const first = await subscriberOnlyPhotoTotals(VIEWERS.member);
    // Another account of the same class shares the answer; an unrelated write does not reach it.
    expect(await subscriberOnlyPhotoTotals({ ...VIEWERS.member, userId: "someone-else" })).toBe(first);
    clearTagsLocally(["faqs"]);
    expect(await subscriberOnlyPhotoTotals(VIEWERS.member)).toBe(first);
    clearTagsLocally(["model_gallery"]);
    const recounted = await subscriberOnlyPhotoTotals(VIEWERS.member);
    expect(recounted).not.toBe(first);
    expect(recounted).toEqual(first);
  });
});
