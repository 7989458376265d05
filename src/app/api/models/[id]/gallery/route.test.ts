/**
 * The gallery route against a real database: same access answers as the
 * page, 404 for anything the viewer may not open, never cached.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createViewer, session } from "../../../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../../../tests/setup/test-db";
import { modelGallery, models, type PhotoVisibility } from "@/db/schema";
import { VISITOR, type Viewer } from "@/features/access/policy";

// The session layer is tested elsewhere; here each request is made as one of these viewers.
const { GET } = await import("./route");
const { db } = await useTestDatabase();
const VIEWERS: Record<string, Viewer> = { visitor: VISITOR, member: await createViewer("member"), subscriber: await createViewer("subscriber") };

const ids = { mixed: "", membersOnly: "", hidden: "" };
const VISIBILITIES: PhotoVisibility[] = ["public", "members_only", "members_only_no_access", "admin_only"];

beforeAll(async () => {
  const seed = async (name: string, fields: Partial<typeof models.$inferInsert>) => {
    const [row] = await db.insert(models).values({ name, ...fields }).returning({ id: models.id });
    await db.insert(modelGallery).values(
      VISIBILITIES.map((visibility, orderIndex) => ({ modelId: row.id, imageUrl: `/img/${name}/${visibility}`, caption: visibility, visibility, orderIndex })),
    );
    return row.id;
  };
  ids.mixed = await seed("Mixed", {});
  ids.membersOnly = await seed("Locked", { membersOnly: true });
  ids.hidden = await seed("Hidden", { isHidden: true });
});

async function get(id: string, viewer = "visitor") {
  session.viewer = VIEWERS[viewer];
  const response = await GET(new Request(`http://test/api/models/${id}/gallery`), {
    params: Promise.resolve({ id }),
  });
  const body = (await response.json()) as { photos?: { visibility: string; imageUrl: string }[]; error?: string };
  return { response, body, visibilities: body.photos?.map((p) => p.visibility) };
}

describe("GET /api/models/{id}/gallery", () => {
  it("gives a visitor only the public photos of a mixed model, privately uncached", async () => {
    const { response, visibilities } = await get(ids.mixed);
    expect(response.status).toBe(200);
    expect(visibilities).toEqual(["public"]);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives a subscriber public and paid photos, never admin-only ones", async () => {
    expect((await get(ids.mixed, "subscriber")).visibilities).toEqual(["public", "members_only"]);
  });

  it("answers 404 to a visitor on a members-only model, naming no photo", async () => {
    const { response, body } = await get(ids.membersOnly);
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: "Model not found" });
  });

  it("gives a member without a subscription the teasers of a members-only model", async () => {
    expect((await get(ids.membersOnly, "member")).visibilities).toEqual(["members_only_no_access"]);
  });

  it("answers 404 for hidden, unknown and malformed ids", async () => {
    expect((await get(ids.hidden, "subscriber")).response.status).toBe(404);
    expect((await get("00000000-0000-4000-8000-000000000000")).response.status).toBe(404);
    expect((await get("not-a-uuid")).response.status).toBe(404);
  });
});
