import { z } from "zod";
import { listAddress } from "@/features/admin/list/address";
import { listPageParam, listSearchParam, pageWindow, parseListParams, type RawListParams } from "@/features/admin/list-params";
import { MEDIA_PURPOSES } from "../../purposes";

/**
 * The image library's view, read from and written to the address
 * (/admin/content/gallery?kind=banner&usage=unused&q=hero&sort=largest&page=2),
 * so a reload, a bookmark or the back button keeps it. Anything unknown
 * falls back to the default. Pure; shared by the page, the screen and the tests.
 */

/** What a stored image was uploaded for (the media row's purpose), or all of them. */
export const IMAGE_KINDS = ["all", ...MEDIA_PURPOSES] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Every image, only those something on the site names, or only those nothing names (safe to delete). */
export const IMAGE_USAGES = ["all", "used", "unused"] as const;
export type ImageUsage = (typeof IMAGE_USAGES)[number];

export const IMAGE_SORTS = ["newest", "oldest", "largest"] as const;
export type ImageSort = (typeof IMAGE_SORTS)[number];

export const IMAGE_LIBRARY_PAGE_SIZE = 24;
export const IMAGE_SEARCH_MAX = 100;

export interface ImageLibraryParams {
  kind: ImageKind;
  usage: ImageUsage;
  /** Part of the uploaded file's name, or the start of the image's id; "" for none. */
  q: string;
  sort: ImageSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_IMAGE_LIBRARY_PARAMS: ImageLibraryParams = { kind: "all", usage: "all", q: "", sort: "newest", page: 1 };

const schema = z.object({
  kind: z.enum(IMAGE_KINDS).catch(DEFAULT_IMAGE_LIBRARY_PARAMS.kind),
  usage: z.enum(IMAGE_USAGES).catch(DEFAULT_IMAGE_LIBRARY_PARAMS.usage),
  q: listSearchParam(IMAGE_SEARCH_MAX),
  sort: z.enum(IMAGE_SORTS).catch(DEFAULT_IMAGE_LIBRARY_PARAMS.sort),
  page: listPageParam,
});

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
