import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, uuidPk } from "./_columns";
import { users } from "./auth";
import { media } from "./media";

/** Landing-page fields shared by categories and locations. */
const landingPageColumns = () => ({
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  content: text("content").notNull().default(""),
  seoTitle: text("seo_title").notNull().default(""),
  seoDescription: text("seo_description").notNull().default(""),
  keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  ...landingPageColumns(),
});

/** London districts; the page lives at /escorts-in-{slug}. */
export const locations = pgTable("locations", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  ...landingPageColumns(),
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
  postcodes: text("postcodes").array().notNull().default(sql`'{}'::text[]`),
  nearbyLandmarks: text("nearby_landmarks").array().notNull().default(sql`'{}'::text[]`),
});

export const MODEL_AVAILABILITY = ["available", "busy", "unavailable"] as const;
export type ModelAvailability = (typeof MODEL_AVAILABILITY)[number];

export interface ModelPricing {
  oneHour: number | null;
  twoHours: number | null;
  threeHours: number | null;
  additionalHour: number | null;
}

export const models = pgTable(
  "models",
  {
    id: uuidPk(),
    name: text("name").notNull(),
    age: integer("age"),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    /** Main image URL (a /media/... path for stored files, or an external URL). */
    image: text("image"),
    imageMediaId: uuid("image_media_id").references(() => media.id, { onDelete: "set null" }),
    imageLocal: text("image_local"),
    imageUrlLocalMain: text("image_url_local_main"),
    characteristics: text("characteristics").array().notNull().default(sql`'{}'::text[]`),
    services: text("services").array().notNull().default(sql`'{}'::text[]`),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    availability: text("availability", { enum: MODEL_AVAILABILITY }),
    description: text("description").notNull().default(""),
    height: text("height"),
    measurements: text("measurements"),
    hair: text("hair"),
    eyes: text("eyes"),
    nationality: text("nationality"),
    /** Languages the model speaks (English names, as /apply collects them); /models filters by them. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    education: text("education"),
    pricing: jsonb("pricing")
      .$type<ModelPricing>()
      .notNull()
      .default({ oneHour: null, twoHours: null, threeHours: null, additionalHour: null }),
    /** The shortest booking the model takes, in minutes; shown on the profile when set. */
    minBookingMinutes: integer("min_booking_minutes"),
    /** What an outcall adds, in whole pounds; shown on the profile when set (0 means no supplement). */
    travelSupplement: integer("travel_supplement"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewsCount: integer("reviews_count").notNull().default(0),
    membersOnly: boolean("members_only").notNull().default(false),
    allPhotosPublic: boolean("all_photos_public").notNull().default(false),
    faceVisible: boolean("face_visible").notNull().default(true),
    showOnHomepage: boolean("show_on_homepage").notNull().default(false),
    homepageOrder: integer("homepage_order"),
    /** Hidden profiles are not listed, not in the sitemap and noindex. */
    isHidden: boolean("is_hidden").notNull().default(false),
    /**
     * Set when staff delete the model: it is in the trash, gone from every
     * public page and list, restorable for 30 days, then purged with its files.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    galleryExternalUrls: text("gallery_external_urls").array().notNull().default(sql`'{}'::text[]`),
    galleryLocalUrls: text("gallery_local_urls").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("models_availability_check", sql`${t.availability} is null or ${t.availability} in ('available','busy','unavailable')`),
    check("models_rating_check", sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
    check(
      "models_min_booking_check",
      sql`${t.minBookingMinutes} is null or ${t.minBookingMinutes} between 15 and 1440`,
    ),
    check("models_travel_supplement_check", sql`${t.travelSupplement} is null or ${t.travelSupplement} between 0 and 10000`),
    check("models_access_mode_check", sql`not (${t.membersOnly} and ${t.allPhotosPublic})`),
    index("models_location_idx").on(t.locationId),
    index("models_homepage_idx").on(t.showOnHomepage, t.homepageOrder),
    index("models_created_idx").on(t.createdAt.desc()),
    index("models_availability_idx").on(t.availability),
    // The trash view and the daily purge read only deleted models.
    index("models_deleted_idx").on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
);

export const modelCategories = pgTable(
  "model_categories",
  {
    modelId: uuid("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.categoryId] }), index("model_categories_category_idx").on(t.categoryId)],
);

/** A crop rectangle in the original image's pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const PHOTO_VISIBILITIES = ["public", "members_only", "members_only_no_access", "admin_only"] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];

export const modelGallery = pgTable(
  "model_gallery",
  {
    id: uuidPk(),
    modelId: uuid("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    mediaId: uuid("media_id").references(() => media.id, { onDelete: "set null" }),
    caption: text("caption").notNull().default(""),
    orderIndex: integer("order_index").notNull().default(0),
    visibility: text("visibility", { enum: PHOTO_VISIBILITIES }).notNull().default("public"),
    /**
     * The 1:1 crop (thumbnails) and the 3:4 crop (the main photo and cards),
     * each rendered from the original into a file of its own; the rectangle is
     * kept so the crop can be reopened where it was left. Null: not cropped,
     * the original is shown (centred by the browser).
     */
    squareCrop: jsonb("square_crop").$type<CropRect>(),
    squareMediaId: uuid("square_media_id").references(() => media.id, { onDelete: "set null" }),
    portraitCrop: jsonb("portrait_crop").$type<CropRect>(),
    portraitMediaId: uuid("portrait_media_id").references(() => media.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "model_gallery_visibility_check",
      sql`${t.visibility} in ('public','members_only','members_only_no_access','admin_only')`,
    ),
    index("model_gallery_model_order_idx").on(t.modelId, t.orderIndex),
    // Decision 040: a model's photos of the visibilities a viewer may see, and
    // the "same address already seen" probes of the locked-photo counts, read
    // from the index alone (at 200,000 photos they were scans of the table).
    index("model_gallery_model_visibility_url_idx").on(t.modelId, t.visibility, t.imageUrl),
    // Decision 040: every listing asks whether a model has a photo that is not
    // admin-only (hasListedPhotoSql); one probe of this index answers it.
    index("model_gallery_listed_idx").on(t.modelId).where(sql`${t.visibility} <> 'admin_only'`),
    index("model_gallery_media_idx").on(t.mediaId),
    index("model_gallery_square_media_idx").on(t.squareMediaId),
    index("model_gallery_portrait_media_idx").on(t.portraitMediaId),
  ],
);

export const APPLICATION_STATUSES = ["pending", "reviewing", "approved", "rejected"] as const;

/**
 * Model applications. Date of birth, phone and email are personal data and are
 * stored encrypted (AES-256-GCM, see src/lib/crypto): the *_enc columns hold
 * ciphertext only, never plaintext.
 */
export const modelApplications = pgTable(
  "model_applications",
  {
    id: uuidPk(),
    fullName: text("full_name").notNull(),
    emailEnc: text("email_enc").notNull(),
    phoneEnc: text("phone_enc"),
    dateOfBirthEnc: text("date_of_birth_enc"),
    age: integer("age"),
    birthYear: integer("birth_year"),
    nationality: text("nationality"),
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    otherLanguage: text("other_language"),
    height: text("height"),
    measurements: text("measurements"),
    dressSize: text("dress_size"),
    hairColor: text("hair_color"),
    eyeColor: text("eye_color"),
    tattoos: text("tattoos"),
    piercings: text("piercings"),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    instagramHandle: text("instagram_handle"),
    motivation: text("motivation"),
    availability: text("availability"),
    locationPreference: text("location_preference"),
    /** Media ids of uploaded photos/videos: private files, admins only. */
    photos: text("photos").array().notNull().default(sql`'{}'::text[]`),
    videos: text("videos").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    adminNotes: text("admin_notes"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    convertedModelId: uuid("converted_model_id").references(() => models.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("model_applications_status_check", sql`${t.status} in ('pending','reviewing','approved','rejected')`),
    index("model_applications_status_created_idx").on(t.status, t.createdAt.desc()),
  ],
);

export const modelReviews = pgTable(
  "model_reviews",
  {
    id: uuidPk(),
    modelId: uuid("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    reviewerName: text("reviewer_name").notNull(),
    rating: integer("rating").notNull(),
    title: text("title").notNull().default(""),
    content: text("content").notNull().default(""),
    isVerified: boolean("is_verified").notNull().default(false),
    isPublished: boolean("is_published").notNull().default(false),
    isFeatured: boolean("is_featured").notNull().default(false),
    /**
     * The member who wrote it from the profile (one review per member and
     * model); null for reviews staff enter. Kept when the account is
     * deleted: the review is moderated site content by then.
     */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("model_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    uniqueIndex("model_reviews_model_author_idx").on(t.modelId, t.authorId),
    index("model_reviews_model_published_idx").on(t.modelId, t.isPublished, t.createdAt.desc()),
    index("model_reviews_created_idx").on(t.createdAt.desc()),
  ],
);
