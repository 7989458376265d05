import { describe, expect, it } from "vitest";
import { VISITOR } from "@/features/access/policy";
import { VIEWERS } from "@/features/access/truth-table.fixture";
import { isListedByPhotos } from "@/features/gallery/listed";
import { cardPhotoFor, type FirstPhoto } from "./card-photo";

const MIXED = { membersOnly: false, allPhotosPublic: false, image: null };
const MEMBERS_ONLY = { membersOnly: true, allPhotosPublic: false, image: null };
const ALL_PUBLIC = { membersOnly: false, allPhotosPublic: true, image: null };

/** A gallery whose first photo is for subscribers, then a teaser, then a public one (the first of each visibility). */
const GALLERY: FirstPhoto[] = [
  { visibility: "public", url: "/public", position: 2 },
  { visibility: "members_only", url: "/paid", position: 0 },
  { visibility: "members_only_no_access", url: "/teaser", position: 1 },
];

describe("cardPhotoFor", () => {
  it("uses the main image when one is set, whoever looks", () => {
    expect(cardPhotoFor(VISITOR, { ...MIXED, image: "/main" }, GALLERY)).toBe("/main");
    expect(cardPhotoFor(VIEWERS.subscriber, { ...MEMBERS_ONLY, image: "/main" }, GALLERY)).toBe("/main");
  });

  it("never gives a visitor or a member without a subscription the subscribers' photo, even when it is first", () => {
    expect(cardPhotoFor(VISITOR, MIXED, GALLERY)).toBe("/public");
    expect(cardPhotoFor(VIEWERS.member, MIXED, GALLERY)).toBe("/public");
    expect(cardPhotoFor(VISITOR, MEMBERS_ONLY, GALLERY)).toBe("/teaser");
    expect(cardPhotoFor(VIEWERS.member, MEMBERS_ONLY, GALLERY)).toBe("/teaser");
    expect(cardPhotoFor(VIEWERS.pending, MEMBERS_ONLY, GALLERY)).toBe("/teaser");
    // A subscription past the membership's end grants nothing.
    expect(cardPhotoFor(VIEWERS.expiredMember, MIXED, GALLERY)).toBe("/public");
  });

  it("gives a subscriber the first photo they may see, which may be a subscribers' one", () => {
    expect(cardPhotoFor(VIEWERS.subscriber, MIXED, GALLERY)).toBe("/paid");
    expect(cardPhotoFor(VIEWERS.subscriber, MEMBERS_ONLY, GALLERY)).toBe("/paid");
  });

  it("takes the gallery's first photo of an all-public model, and nothing when the viewer may see none", () => {
    expect(cardPhotoFor(VISITOR, ALL_PUBLIC, GALLERY)).toBe("/paid");
    expect(cardPhotoFor(VISITOR, MIXED, GALLERY.filter((photo) => photo.visibility !== "public"))).toBeNull();
    expect(cardPhotoFor(VISITOR, MEMBERS_ONLY, [])).toBeNull();
  });

  it("never picks an admin-only photo, even for an admin", () => {
    const adminFirst: FirstPhoto[] = [{ visibility: "admin_only", url: "/id-check", position: 0 }, ...GALLERY];
    expect(cardPhotoFor(VIEWERS.admin, MIXED, adminFirst)).toBe("/paid");
    expect(cardPhotoFor(VIEWERS.admin, MIXED, [adminFirst[0]])).toBeNull();
  });
});

describe("isListedByPhotos", () => {
  it("lists a model once it has a photo that is not admin-only", () => {
    expect(isListedByPhotos([])).toBe(false);
    expect(isListedByPhotos(["admin_only"])).toBe(false);
    expect(isListedByPhotos(["admin_only", "members_only"])).toBe(true);
    expect(isListedByPhotos(["public"])).toBe(true);
  });
});
