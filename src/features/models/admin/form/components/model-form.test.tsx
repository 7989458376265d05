/**
 * The model form's markup, rendered on the server as the page first sends
 * it: the labels and names the end-to-end test finds it by, Save disabled
 * while the name is empty, the read-only rating, and the notices that say
 * what the screen does not do yet.
 */
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import enModels from "../../../../../../messages/en-GB/admin-models.json";
import enShell from "../../../../../../messages/en-GB/admin-shell.json";
import enContent from "../../../../../../messages/en-GB/admin-content.json";
import type { AdminGalleryPhoto } from "@/features/gallery/admin/queries";
import type { EditableModel, ModelFormOptions } from "../queries";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
vi.mock("../actions", () => ({ createModel: vi.fn(), updateModel: vi.fn(), uploadModelMainImage: vi.fn(), cropModelMainImage: vi.fn() }));
vi.mock("@/features/gallery/admin/actions", () => ({
  cropGalleryPhoto: vi.fn(),
  deleteGalleryPhoto: vi.fn(),
  reorderGallery: vi.fn(),
  setGalleryVisibility: vi.fn(),
  updateGalleryCaption: vi.fn(),
  uploadGalleryPhoto: vi.fn(),
}));
const { ModelForm } = await import("./model-form");

const OPTIONS: ModelFormOptions = {
  districts: [{ id: 1, name: "Mayfair" }],
  categories: [{ id: 7, name: "Blonde Escorts" }],
  homepageCount: 2,
};

const MODEL: EditableModel = {
  id: "7a4f1c2e-0000-4000-8000-000000000001",
  name: "Isabella",
  age: 26,
  locationId: 1,
  availability: "available",
  description: "",
  membersOnly: false,
  allPhotosPublic: true,
  isHidden: false,
  faceVisible: true,
  showOnHomepage: true,
  homepageOrder: 1,
  height: null,
  measurements: null,
  hair: null,
  eyes: null,
  nationality: null,
  languages: ["English", "Italian", "Catalan"],
  education: null,
  pricing: { oneHour: 500, twoHours: null, threeHours: null, additionalHour: null },
  minBookingMinutes: 90,
  travelSupplement: 0,
  characteristics: ["Blonde Escorts", "Elegant"],
  services: ["Dinner Companion"],
  interests: ["Opera"],
  image: null,
  imageMediaId: null,
  rating: 4.9,
  reviewsCount: 12,
  updatedAt: "2026-01-01T00:00:00.000Z",
  categoryIds: [7],
  galleryCount: 3,
};

function render(model: EditableModel | null, gallery?: AdminGalleryPhoto[] | null): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en-GB" messages={{ adminModels: enModels, adminShell: enShell, adminContent: enContent }} timeZone="Europe/London">
      <ModelForm model={model} options={OPTIONS} gallery={gallery} />
    </NextIntlClientProvider>,
  );
}

describe("ModelForm", () => {
  it("a new model: Save disabled until there is a name, the 12 services, and the no-photo and gallery notices", () => {
    const html = render(null);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Create model<\/button>/);
    expect(html).toContain("Enter the model&#x27;s name to save.");
    expect(html).toMatch(/for="model-name" id="model-name-label">Name<span aria-hidden="true"/);
    expect(html).toMatch(/<form[^>]*aria-label="Model profile"[^>]*aria-busy="true"/);
    expect(html.match(/id="model-service-[^"]+" type="checkbox"/g)).toHaveLength(12);
    expect(html.match(/id="model-category-[^"]+" type="checkbox"/g)).toHaveLength(OPTIONS.categories.length);
    expect(html).toContain("This model has no photo yet and is not shown on the public site");
    expect(html).toContain("The gallery opens once the model is saved");
    expect(html).toContain("After choosing a file you cut it to 3:4");
    for (const label of ["Age", "District", "1 hour (£)", "2 hours (£)", "3 hours (£)", "Additional hour (£)", "Members only", "All photos public"]) {
      expect(html, label).toContain(`>${label}</label>`);
    }
  });

  it("an edit: the choices loaded, Save enabled, the rating read-only and no no-photo warning when there are photos", () => {
    const html = render(MODEL);
    // Disabled only until the page is live: the name is there.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Save changes<\/button>/);
    expect(html).not.toContain("Enter the model&#x27;s name to save.");
    // Typed fields get their values when the page goes live (react-hook-form's register); controlled ones are in the first HTML.
    expect(html).toMatch(/id="model-access-allPhotosPublic"[^>]*checked=""|checked=""[^>]*id="model-access-allPhotosPublic"/);
    expect(html).toMatch(/id="model-service-Dinner Companion"[^>]*checked=""|checked=""[^>]*id="model-service-Dinner Companion"/);
    expect(html).toContain(">4.9<");
    expect(html).toContain(">12<");
    expect(html).not.toContain("This model has no photo yet");
    expect(html).toContain("Also on the profile, kept as they are: Elegant");
  });

  it("an edit: the listed languages ticked, the others as chips, the minimum booking and the travel supplement fields", () => {
    const html = render(MODEL);
    expect(html.match(/id="model-language-[^"]+" type="checkbox"/g)).toHaveLength(9);
    expect(html).toMatch(/id="model-language-Italian"[^>]*checked=""|checked=""[^>]*id="model-language-Italian"/);
    expect(html).not.toMatch(/id="model-language-French"[^>]*checked=""|checked=""[^>]*id="model-language-French"/);
    expect(html).toContain(">Catalan<");
    expect(html).toContain(">Minimum booking</label>");
    expect(html).toContain(">Travel supplement (£)</label>");
  });

  it("an edit: the gallery manager lists every photo, the first one featured, with its labelled controls; a failed read says so", () => {
    const photo = (id: string, visibility: AdminGalleryPhoto["visibility"]): AdminGalleryPhoto => ({
      id,
      imageUrl: `/api/media/${id}/original`,
      thumbnailUrl: `/api/media/${id}/w400`,
      caption: "",
      orderIndex: 0,
      visibility,
      croppable: true,
      width: 800,
      height: 600,
      squareCrop: null,
      squareUrl: null,
      portraitCrop: null,
      portraitUrl: null,
    });
    const html = render(MODEL, [photo("11111111-1111-4111-8111-111111111111", "public"), photo("22222222-2222-4222-8222-222222222222", "admin_only")]);
    expect(html).toContain("2 photos");
    expect(html.match(/>Featured</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Crop 1:1, photo 1"');
    expect(html).toContain('aria-label="Move photo 2 down"');
    expect(html).toContain("Visibility of new photos");
    expect(render(MODEL, null)).toContain("Couldn&#x27;t load the gallery");
  });
});
