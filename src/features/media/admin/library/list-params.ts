import { z } from "zod";
import { listAddress } from "@/features/admin/list/address";
import { listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";
import { MEDIA_PURPOSES } from "../../purposes";
import { LIBRARY_PHOTO_VISIBILITIES } from "./schemas";

/**
 * The image library's view, read from and written to the address
 * (/admin/content/gallery?kind=banner&usage=unused&model=<id>&visibility=public&health=broken&q=hero&sort=largest&page=2),
 * so a reload, a bookmark or the back button keeps it. Anything unknown
 * falls back to the default. Pure; shared by the page, the screen and the tests.
 */

/** What a stored image was uploaded for (the media row's purpose), or all of them. */
export const IMAGE_KINDS = ["all", ...MEDIA_PURPOSES] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Every image, only those something on the site names, or only those nothing names (safe to delete). */
export const IMAGE_USAGES = ["all", "used", "unused"] as const;
export type ImageUsage = (typeof IMAGE_USAGES)[number];

/** Any model, or one model's id ("all" rather than "", as a select cannot hold an empty choice). */
export const ANY_MODEL = "all";

/** Every image, or only gallery photos shown with one visibility. */
export const IMAGE_VISIBILITIES = ["all", ...LIBRARY_PHOTO_VISIBILITIES] as const;
export type ImageVisibility = (typeof IMAGE_VISIBILITIES)[number];

/** Every image, or only those whose files the last audit or diagnostics check found missing or unreadable. */
export const IMAGE_HEALTHS = ["all", "broken"] as const;
export type ImageHealth = (typeof IMAGE_HEALTHS)[number];

export const IMAGE_SORTS = ["newest", "oldest", "largest"] as const;
export type ImageSort = (typeof IMAGE_SORTS)[number];

export const IMAGE_LIBRARY_PAGE_SIZE = 24;
export const IMAGE_SEARCH_MAX = 100;

export interface ImageLibraryParams {
  kind: ImageKind;
  usage: ImageUsage;
  /** The images one model uses (its main image, its gallery photos and their crops), or ANY_MODEL. */
  model: string;
  visibility: ImageVisibility;
  health: ImageHealth;
  /** Part of the uploaded file's name, or the start of the image's id; "" for none. */
  q: string;
  sort: ImageSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_IMAGE_LIBRARY_PARAMS: ImageLibraryParams = {
  kind: "all",
  usage: "all",
  model: ANY_MODEL,
  visibility: "all",
  health: "all",
  q: "",
  sort: "newest",
  page: 1,
};

const schema = z.object({
  kind: z.enum(IMAGE_KINDS).catch(DEFAULT_IMAGE_LIBRARY_PARAMS.kind),
  usage: z.enum(IMAGE_USAGES).catch(DEFAULT_IMAGE_LIBRARY_PARAMS.usage),
  model: z.uuid().transform((id) => id.toLowerCase()).catch(DEFAULT_IMAGE_LIBRARY_PARAMS.model),
  visibility: z.enum(IMAGE_VISIBILITIES).catch(DEFAULT_IMAGE_LIBRARY_PARAMS.visibility),
  health: z.enum(IMAGE_HEALTHS).catch(DEFAULT_IMAGE_LIBRARY_PARAMS.health),
  q: listSearchParam(IMAGE_SEARCH_MAX),
  sort: z.enum(IMAGE_SORTS).catch(DEFAULT_IMAGE_LIBRARY_PARAMS.sort),
  page: listPageParam,
});

/** Whether the view narrows the library (a filter or a search), as opposed to showing every image in some order. */
export function isNarrowedView(params: ImageLibraryParams): boolean {
  const { kind, usage, model, visibility, health, q } = DEFAULT_IMAGE_LIBRARY_PARAMS;
  return params.kind !== kind || params.usage !== usage || params.model !== model || params.visibility !== visibility || params.health !== health || params.q !== q;
}

export function parseImageLibraryParams(raw: RawListParams): ImageLibraryParams {
  return parseListParams(schema, raw);
}

export const IMAGE_LIBRARY_PATH = "/admin/content/gallery";

/** The view's address: its parameters, defaults left out (the plain address is the default view). */
export const imageLibraryAddress = listAddress(IMAGE_LIBRARY_PATH, DEFAULT_IMAGE_LIBRARY_PARAMS);

/** The address of a view. */
export const imageLibraryHref = imageLibraryAddress.href;

/** Pages for `total` images (at least 1), and the page clamped into them. */
export function imageLibraryPageWindow(total: number, page: number): ReturnType<typeof pageWindow> {
  return pageWindow(total, page, IMAGE_LIBRARY_PAGE_SIZE);
}
