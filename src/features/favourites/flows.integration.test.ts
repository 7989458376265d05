/** Members' favourites on a real database: who may keep them, and what the list shows as access changes. */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { memberFavourites, modelGallery, models } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer } from "../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../tests/setup/test-db";
import { FAVOURITE_MESSAGES, setFavouriteFlow } from "./flows";
import { listModelCardsByIds } from "@/features/models/list";
import type { Viewer } from "@/features/access/policy";
import { listFavouriteIds } from "./queries";

/** What /account/favourites shows: the saved ids as the directory's cards. */
const listFavouriteCards = async (viewer: Viewer) => (viewer.userId ? listModelCardsByIds(viewer, await listFavouriteIds(viewer.userId)) : []);
import { MAX_FAVOURITES } from "./rules";

const { db } = await useTestDatabase();

async function insertModel(values: Partial<typeof models.$inferInsert> & { name: string }, withPhoto = true): Promise<string> {
  const [model] = await db.insert(models).values(values).returning({ id: models.id });
  if (withPhoto) await db.insert(modelGallery).values({ modelId: model.id, imageUrl: "https://images.example.com/photo.webp" });
  return model.id;
}

let open = "";
let membersOnly = "";
let noPhoto = "";

beforeAll(async () => {
  open = await insertModel({ name: "Open Model" });
  membersOnly = await insertModel({ name: "Members Model", membersOnly: true });
  noPhoto = await insertModel({ name: "No Photo Yet" }, false);
});

describe("setFavouriteFlow", () => {
  it("saves and removes a favourite for an approved member, once however often it is asked", async () => {
    const member = await createViewer("member");
    expect(await setFavouriteFlow(member, { modelId: open, saved: true })).toEqual({ ok: true, saved: true });
    expect(await setFavouriteFlow(member, { modelId: open, saved: true })).toEqual({ ok: true, saved: true });
    expect(await listFavouriteIds(member.userId!)).toEqual([open]);
    expect(await setFavouriteFlow(member, { modelId: open, saved: false })).toEqual({ ok: true, saved: false });
    expect(await listFavouriteIds(member.userId!)).toEqual([]);
  });

  it("refuses a visitor, a pending or expired account, and nonsense input, saving nothing", async () => {
    const member = await createViewer("member");
    expect(await setFavouriteFlow(VISITOR, { modelId: open, saved: true })).toEqual({ ok: false, error: FAVOURITE_MESSAGES.signIn });
    expect(await setFavouriteFlow({ ...member, status: "pending" }, { modelId: open, saved: true })).toEqual({ ok: false, error: FAVOURITE_MESSAGES.notAllowed });
    const expired = { ...member, expiresAt: new Date(Date.now() - 60_000) };
    expect(await setFavouriteFlow(expired, { modelId: open, saved: true })).toEqual({ ok: false, error: FAVOURITE_MESSAGES.notAllowed });
    for (const input of [null, { modelId: "not-a-uuid", saved: true }, { modelId: open }, { modelId: open, saved: "yes" }]) {
      expect(await setFavouriteFlow(member, input)).toEqual({ ok: false, error: FAVOURITE_MESSAGES.invalid });
    }
    expect(await listFavouriteIds(member.userId!)).toEqual([]);
  });

  it("cannot save a hidden or unknown model, but can still remove one hidden since", async () => {
    const member = await createViewer("member");
    const hidden = await insertModel({ name: "Hidden Model", isHidden: true });
    expect(await setFavouriteFlow(member, { modelId: hidden, saved: true })).toEqual({ ok: false, error: FAVOURITE_MESSAGES.notFound });
    expect(await setFavouriteFlow(member, { modelId: "00000000-0000-4000-8000-000000000000", saved: true })).toEqual({ ok: false, error: FAVOURITE_MESSAGES.notFound });

    const later = await insertModel({ name: "Hidden Later" });
    await setFavouriteFlow(member, { modelId: later, saved: true });
    await db.update(models).set({ isHidden: true }).where(eq(models.id, later));
    expect(await setFavouriteFlow(member, { modelId: later, saved: false })).toEqual({ ok: true, saved: false });
    expect(await listFavouriteIds(member.userId!)).toEqual([]);
  });

  it(`keeps at most ${MAX_FAVOURITES} favourites`, async () => {
    const member = await createViewer("member");
    const ids = await db
      .insert(models)
      .values(Array.from({ length: MAX_FAVOURITES }, (_, i) => ({ name: `Bulk ${i}` })))
      .returning({ id: models.id });
    await db.insert(memberFavourites).values(ids.map(({ id }) => ({ userId: member.userId!, modelId: id })));
    expect(await setFavouriteFlow(member, { modelId: open, saved: true })).toEqual({ ok: false, error: FAVOURITE_MESSAGES.tooMany });
    const [row] = await db.select().from(memberFavourites).where(and(eq(memberFavourites.userId, member.userId!), eq(memberFavourites.modelId, open)));
    expect(row).toBeUndefined();
  });
});

describe("the favourites page's cards", () => {
  it("lists saved models newest first, follows the access rules, and leaves out a model hidden since or without a photo", async () => {
    const member = await createViewer("member");
    const hiddenLater = await insertModel({ name: "Hidden Soon" });
    const base = Date.now();
    await db.insert(memberFavourites).values([
      { userId: member.userId!, modelId: open, createdAt: new Date(base - 4000) },
      { userId: member.userId!, modelId: membersOnly, createdAt: new Date(base - 3000) },
      { userId: member.userId!, modelId: noPhoto, createdAt: new Date(base - 2000) },
      { userId: member.userId!, modelId: hiddenLater, createdAt: new Date(base - 1000) },
    ]);
    await db.update(models).set({ isHidden: true }).where(eq(models.id, hiddenLater));

    const cards = await listFavouriteCards(member);
    expect(cards.map((card) => [card.name, card.locked])).toEqual([
      ["Members Model", false],
      ["Open Model", false],
    ]);

    // An admin still sees the hidden one (admins see hidden models everywhere).
    const admin = await createViewer("admin");
    await db.insert(memberFavourites).values({ userId: admin.userId!, modelId: hiddenLater });
    expect((await listFavouriteCards(admin)).map((card) => card.name)).toEqual(["Hidden Soon"]);
  });

  it("is empty for a visitor", async () => {
    expect(await listFavouriteCards(VISITOR)).toEqual([]);
  });
});
