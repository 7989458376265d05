import { z } from "zod";
import { versionFields } from "@/features/admin/version-fields";
import { imageUrlSchema, keywordsSchema, multilineTextSchema, slugSchema, textSchema } from "@/features/forms/field-schemas";
import { META_DESCRIPTION_LIMIT } from "./seo-score";

export const DEFAULT_READ_TIME = 5;

/** The blog post dialog's fields, shared by the form and the action. */
export const blogPostFieldsSchema = z.object({
  title: textSchema({ max: 200, required: "adminContent.blog.errors.titleRequired" }),
  /** Empty: made from the title. Always normalised and made unique on save. */
  slug: slugSchema({ max: 120 }),
  excerpt: multilineTextSchema({ max: 1000 }),
  /** Rich text from the editor; sanitised on save and again on render. */
  content: multilineTextSchema({ max: 200_000 }),
  image: imageUrlSchema(),
  author: textSchema({ max: 120 }),
  category: textSchema({ max: 80 }),
  metaDescription: multilineTextSchema({ max: META_DESCRIPTION_LIMIT }),
  seoKeywords: textSchema({ max: 500 }),
  serviceKeywords: keywordsSchema({ maxItems: 30, maxLength: 60 }),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  readTime: z
    .number({ error: "adminContent.blog.errors.readTime" })
    .int("adminContent.blog.errors.readTime")
    .min(1, "adminContent.blog.errors.readTime")
    .max(120, "adminContent.blog.errors.readTime"),
});
export type BlogPostFields = z.infer<typeof blogPostFieldsSchema>;

/** Create when there is no id, update otherwise. */
export const saveBlogPostSchema = blogPostFieldsSchema.extend({ id: z.uuid().optional(), ...versionFields });
export const deleteBlogPostSchema = z.object({ id: z.uuid() });
