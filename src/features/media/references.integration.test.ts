import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../tests/setup/test-db";
import type { Database } from "@/db";
import { blogPosts, media, modelApplications, modelGallery, models, pageSeo, preferenceCategories, siteBanners, siteContent, structuredData } from "@/db/schema";
import { IMAGE_CATEGORIES, listImageReferences, referencesToMedia, type ImageReference } from "./references";

let db: Database;

const ids = {
  main: "00000000-0000-4000-8000-000000000001",
  photo: "00000000-0000-4000-8000-000000000002",
  square: "00000000-0000-4000-8000-000000000003",
  banner: "00000000-0000-4000-8000-000000000004",
  applicant: "00000000-0000-4000-8000-000000000005",
  unused: "00000000-0000-4000-8000-000000000006",
};
const address = (id: string, variant = "original") => `/api/media/${id}/${variant}`;

async function insertMedia(id: string, purpose: string) {
  await db.insert(media).values({ id, storageKey: `${purpose}/${id}/original.webp`, contentType: "image/webp", byteSize: 10, width: 4, height: 4, purpose });
}

beforeAll(async () => {
  db = (await useTestDatabase()).db;
  for (const [name, id] of Object.entries(ids)) await insertMedia(id, name === "photo" || name === "square" ? "gallery" : "site");
  const [model] = await db
    .insert(models)
    .values({ name: "Sophia", image: address(ids.main), imageMediaId: ids.main })
    .returning({ id: models.id });
  await db.insert(modelGallery).values({ modelId: model.id, imageUrl: address(ids.photo), mediaId: ids.photo, squareMediaId: ids.square });
  await db.insert(siteBanners).values({ section: "hero", imageUrl: address(ids.banner, "w640"), caption: "Evening" });
  await db.insert(blogPosts).values({ title: "Mayfair nights", slug: "mayfair-nights-ref", image: "https://images.example.com/cover.jpg" });
  await db.insert(siteContent).values({ section: "about_intro_ref", imageUrl: address(ids.banner) });
  await db.insert(preferenceCategories).values({ name: "Dinner dates", path: "/dinner-ref", imageUrl: "https://cdn.example.org/tile.png" });
  await db.insert(pageSeo).values({ pagePath: "/about-ref", ogImage: address(ids.banner), twitterImage: "https://x.example.net/card.jpg" });
  await db.insert(structuredData).values({
    pagePath: "/ref",
    schemaType: "Organization",
    schemaData: { "@type": "Organization", logo: { "@type": "ImageObject", url: address(ids.banner) }, image: ["https://a.example.com/1.jpg", "https://a.example.com/2.jpg"], url: "https://velvet.example", founder: [{ "@type": "Person", image: "https://b.example.com/p.jpg" }] },
  });
  await db.insert(modelApplications).values({ fullName: "Ana Silva", emailEnc: "x", photos: [ids.applicant] });
});

function summary(references: ImageReference[]) {
  return references.map((r) => `${r.category} ${r.ownerLabel} ${r.field} ${r.address}`).sort();
}

describe("the image reference register", () => {
  it("finds every kind of reference, with the row that holds it", async () => {
    const all = await listImageReferences(db, { limit: 100, offset: 0 });
    expect(summary(all)).toEqual(
      [
        `models Sophia image ${address(ids.main)}`,
        `models Sophia image_media_id ${address(ids.main)}`,
        `gallery Sophia media_id ${address(ids.photo)}`,
        `gallery Sophia square_media_id ${address(ids.square)}`,
        `banners Evening image_url ${address(ids.banner, "w640")}`,
        "blog Mayfair nights image https://images.example.com/cover.jpg",
        `site-content about_intro_ref image_url ${address(ids.banner)}`,
        "categories Dinner dates image_url https://cdn.example.org/tile.png",
        `open-graph /about-ref og_image ${address(ids.banner)}`,
        "open-graph /about-ref twitter_image https://x.example.net/card.jpg",
        `structured-data /ref schema_data ${address(ids.banner)}`,
        "structured-data /ref schema_data https://a.example.com/1.jpg",
        "structured-data /ref schema_data https://a.example.com/2.jpg",
        // A string image one level down, inside an array: a page's address (url) is not an image.
        "structured-data /ref schema_data https://b.example.com/p.jpg",
        `applications Ana Silva photos ${address(ids.applicant)}`,
      ].sort(),
    );
    // Every category of the register has a source that produced a row here.
    expect(new Set(all.map((r) => r.category))).toEqual(new Set(IMAGE_CATEGORIES));
  });

  it("names the stored file behind an address, and none behind an outside one", async () => {
    const all = await listImageReferences(db, { limit: 100, offset: 0 });
    expect(all.find((r) => r.category === "banners")?.mediaId).toBe(ids.banner);
    expect(all.find((r) => r.category === "blog")?.mediaId).toBeNull();
  });

  it("groups the references to given files, and leaves out a file nothing uses", async () => {
    const byMedia = await referencesToMedia(db, [ids.banner, ids.photo, ids.unused]);
    expect(byMedia.has(ids.unused)).toBe(false);
    expect(byMedia.get(ids.photo)?.map((r) => r.category)).toEqual(["gallery"]);
    expect(summary(byMedia.get(ids.banner) ?? [])).toHaveLength(4);
    expect(await referencesToMedia(db, [])).toEqual(new Map());
  });

  it("pages through one category", async () => {
    const first = await listImageReferences(db, { category: "structured-data", limit: 2, offset: 0 });
    const rest = await listImageReferences(db, { category: "structured-data", limit: 2, offset: 2 });
    expect(first).toHaveLength(2);
    expect(rest).toHaveLength(2);
    expect(new Set([...first, ...rest].map((r) => r.address)).size).toBe(4);
  });
});
