import { timingSafeEqual } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db";
import { modelGallery, models, users } from "@/db/schema";
import { getEnv } from "@/lib/env";

/**
 * End-to-end test fixtures (e.g. "an admin approved this account") for runs
 * where the test process cannot open the embedded database itself (PGlite
 * allows one process per folder). Off unless the server was started with
 * VELVET_TEST_FIXTURES=1 and a token of 32+ characters; every call must carry
 * that token. Otherwise the route does not exist (404). See
 * docs/decisions/006-test-fixtures-route.md.
 */
function fixturesEnabled(request: Request): boolean {
  const env = getEnv();
  const token = env.VELVET_TEST_FIXTURES_TOKEN ?? "";
  // The schema refuses to start with the switch on and a short token; checked again here all the same.
  if (!env.VELVET_TEST_FIXTURES || token.length < 32) return false;
  const given = Buffer.from(request.headers.get("x-fixtures-token") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const SetStatusBody = z.object({ email: z.email(), status: z.enum(["pending", "approved", "rejected"]) });

export async function POST(request: Request, ctx: { params: Promise<{ action: string }> }): Promise<Response> {
  if (!fixturesEnabled(request)) return new Response("Not found", { status: 404 });
  const { action } = await ctx.params;
  if (action === "models") return listModelsWithPhotos();
  if (action !== "set-user-status") return new Response("Not found", { status: 404 });

  const parsed = SetStatusBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "email and status are required" }, { status: 400 });
  const db = await getDb();
  const { email, status } = parsed.data;
  const updated = await db
    .update(users)
    .set({ status, approvedAt: status === "approved" ? new Date() : null })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id });
  if (updated.length === 0) return Response.json({ error: "no such user" }, { status: 404 });
  return Response.json({ ok: true });
}

/** Every model with every photo and its visibility: what the tests check each viewer against. */
async function listModelsWithPhotos(): Promise<Response> {
  const db = await getDb();
  const modelRows = await db
    .select({ id: models.id, name: models.name, membersOnly: models.membersOnly, allPhotosPublic: models.allPhotosPublic })
    .from(models)
    .orderBy(asc(models.createdAt));
  const photoRows = await db
    .select({ modelId: modelGallery.modelId, imageUrl: modelGallery.imageUrl, visibility: modelGallery.visibility })
    .from(modelGallery)
    .orderBy(asc(modelGallery.orderIndex));
  return Response.json(
    modelRows.map((m) => ({ ...m, photos: photoRows.filter((p) => p.modelId === m.id) })),
  );
}
