import { z } from "zod";
import { tooLong } from "@/features/site-content/field-errors";
import { hasNoHiddenCharacters, optionalImageUrlSchema, text } from "@/features/site-content/schemas";
import { META_DESCRIPTION_LIMIT } from "./seo-score";

export const DEFAULT_READ_TIME = 5;

/** The blog post dialog's fields (admin spec §3, §5), shared by the form and the action. */
export const blogPostFieldsSchema = z.object({
  title: text(200).pipe(z.string().min(1, "blog.errors.titleRequired")),
  /** Empty: made from the title. Always normalised and made unique on save. */
  slug: text(120),
  excerpt: text(1000),
  /** Rich text from the editor; sanitised on save and again on render. */
  content: z.string().max(200_000, tooLong(200_000)).refine(hasNoHiddenCharacters, "common.invalidCharacters"),
  image: optionalImageUrlSchema,
  author: text(120),
  category: text(80),
  metaDescription: text(META_DESCRIPTION_LIMIT),
  seoKeywords: text(500),
  serviceKeywords: z.array(text(60).pipe(z.string().min(1))).max(30),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  readTime: z
    .number({ error: "blog.errors.readTime" })
    .int("blog.errors.readTime")
    .min(1, "blog.errors.readTime")
    .max(120, "blog.errors.readTime"),
});
export type BlogPostFields = z.infer<typeof blogPostFieldsSchema>;

/** Create when there is no id, update otherwise. */
export const saveBlogPostSchema = blogPostFieldsSchema.extend({ id: z.uuid().optional() });
export const deleteBlogPostSchema = z.object({ id: z.uuid() });
