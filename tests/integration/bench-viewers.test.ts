/**
 * The checks `npm run bench` makes before it measures a viewer class
 * (scripts/lib/bench-viewers.mjs), on made-up answers: the session cookie
 * taken from a sign-in, the tier /account names, and the paid photos a
 * profile must show or hide.
 */
import { describe, expect, it } from "vitest";
import {
  accountPageNamesTier,
  checkPaidPhotos,
  cookieHeaderFrom,
  mediaIdsIn,
  paidPhotoIds,
  // @ts-expect-error -- plain ESM module without type declarations
} from "../../scripts/lib/bench-viewers.mjs";

describe("cookieHeaderFrom", () => {
  it("keeps every cookie set, as one Cookie header, when the session is among them", () => {
    const header = cookieHeaderFrom([
      "velvet.session_token=abc.def; Path=/; HttpOnly; SameSite=Lax",
      "velvet.other=1; Path=/",
    ]);
    expect(header).toBe("velvet.session_token=abc.def; velvet.other=1");
  });

  it("accepts the __Secure- name and ignores cookies being cleared", () => {
    expect(cookieHeaderFrom(["__Secure-velvet.session_token=t; Secure", "velvet.dont_remember=; Max-Age=0"])).toBe("__Secure-velvet.session_token=t");
  });

  it("is null without a session cookie (a refused sign-in)", () => {
    expect(cookieHeaderFrom([])).toBeNull();
    expect(cookieHeaderFrom(["velvet.session_token=; Max-Age=0"])).toBeNull();
    expect(cookieHeaderFrom(["velvet.session_data=x"])).toBeNull();
  });
});

describe("accountPageNamesTier", () => {
  const page = '<p class="eyebrow">Exclusive member</p><dd>Exclusive member</dd>';

  it("finds the tier as a whole element text, not inside a longer one", () => {
    expect(accountPageNamesTier(page, "Exclusive member")).toBe(true);
    expect(accountPageNamesTier(page, "Member")).toBe(false);
    expect(accountPageNamesTier("<span>Member</span>", "Member")).toBe(true);
  });
});

describe("paid photos", () => {
  const visitor = '<img src="/api/media/aaa/thumb"><img src="/api/media/bbb/card">';
  const subscriber = '<img src="/api/media/aaa/thumb"><img src="/api/media/bbb/card"><img srcset="/api/media/ccc/large 2x">';

  it("are the media a subscriber's copy shows and a visitor's does not", () => {
    expect([...mediaIdsIn(subscriber)].sort()).toEqual(["aaa", "bbb", "ccc"]);
    expect(paidPhotoIds(visitor, subscriber)).toEqual(["ccc"]);
    expect(paidPhotoIds(visitor, visitor)).toEqual([]);
  });

  it("must all show to a paying class and none to the others", () => {
    expect(() => checkPaidPhotos(subscriber, { label: "subscriber", paidPhotos: true }, ["ccc"])).not.toThrow();
    expect(() => checkPaidPhotos(visitor, { label: "member", paidPhotos: false }, ["ccc"])).not.toThrow();
    expect(() => checkPaidPhotos(visitor, { label: "subscriber", paidPhotos: true }, ["ccc"])).toThrow(/subscriber: the profile shows 0 of 1 paid photos, expected 1/);
    expect(() => checkPaidPhotos(subscriber, { label: "member", paidPhotos: false }, ["ccc"])).toThrow(/member: the profile shows 1 of 1 paid photos, expected 0/);
  });
});
