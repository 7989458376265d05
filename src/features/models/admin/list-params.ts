import { firstParam, type RawListParams } from "@/features/admin/list-params";
import { hasHiddenCharacters } from "@/features/forms/field-schemas";
import { hrefWith, listAddress } from "@/features/admin/list/address";

/**
 * The Models list's view, read from and written to the URL
 * (/admin/models/list?q=mayfair&availability=busy&access=hidden&homepage=1&sort=price&dir=asc&page=2,
 * or ?view=trash for the models in the trash),
 * so a reload or a shared link shows the same models. Anything unknown or
 * malformed falls back to the default: it is an address bar, not a form.
 * Pure; shared by the page, the screen and the benchmark.
 */

/** As models.availability allows (src/db/schema/directory.ts); repeated here so the browser bundle never loads the schema. */
export const AVAILABILITIES = ["available", "busy", "unavailable"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** "unset" is a model whose availability was never chosen (shown as 'Not Set'). */
export const AVAILABILITY_FILTERS = ["all", ...AVAILABILITIES, "unset"] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

/**
 * The access types (members only, mixed, all public, hidden), mutually exclusive as the list shows
 * them: a hidden model is "hidden" whatever its other flags say.
 */
export const ACCESS_TYPES = ["public", "membersOnly", "allPhotosPublic", "hidden"] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
export const ACCESS_FILTERS = ["all", ...ACCESS_TYPES] as const;
export type AccessFilter = (typeof ACCESS_FILTERS)[number];

/** The models in use, or those in the trash (decision 023): each view lists only its own. */
export const MODEL_VIEWS = ["active", "trash"] as const;
export type ModelView = (typeof MODEL_VIEWS)[number];

export const MODEL_SORTS = ["created", "name", "age", "price"] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
export type SortDirection = "asc" | "desc";

/** The Models list pages by 25; the page size is not a choice on this screen. */
export const MODELS_PAGE_SIZE = 25;

export interface ModelListParams {
  view: ModelView;
  /** Part of a model's name or district; "" for none. */
  q: string;
  availability: AvailabilityFilter;
  access: AccessFilter;
  /** Only models shown on the home page. */
  homepage: boolean;
  sort: ModelSort;
  dir: SortDirection;
  /** 1-based. */
  page: number;
}

/** Newest first; names A–Z; youngest first; cheapest first. */
export const DEFAULT_DIRECTION: Record<ModelSort, SortDirection> = { created: "desc", name: "asc", age: "asc", price: "asc" };

export const DEFAULT_MODEL_LIST_PARAMS: ModelListParams = {
  view: "active",
  q: "",
  availability: "all",
  access: "all",
  homepage: false,
  sort: "created",
  dir: "desc",
  page: 1,
};

export const SEARCH_MAX = 100;

/** The search text: trimmed, one line, no hidden characters, at most SEARCH_MAX characters. */
export function cleanSearch(value: string | undefined): string {
  const text = (value ?? "").replace(/\s+/g, " ").trim().slice(0, SEARCH_MAX);
  return hasHiddenCharacters(text) ? "" : text;
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function positiveInt(value: string | undefined, fallback: number): number {
  if (!value || !/^\d{1,7}$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 ? number : fallback;
}

/**
 * The order: `sort` and `dir`, or the screen's one order field
 * (`order=price_asc`, what its form sends), which wins when both are given.
 */
function readOrder(raw: RawListParams): { sort: ModelSort; dir: SortDirection } {
  const [orderSort, orderDir] = (firstParam(raw, "order") ?? "").split("_");
  const fromOrder = orderSort !== "" && orderDir !== undefined;
  const sort = oneOf(fromOrder ? orderSort : firstParam(raw, "sort"), MODEL_SORTS, DEFAULT_MODEL_LIST_PARAMS.sort);
  return { sort, dir: oneOf(fromOrder ? orderDir : firstParam(raw, "dir"), ["asc", "desc"] as const, DEFAULT_DIRECTION[sort]) };
}

export function parseModelListParams(raw: RawListParams): ModelListParams {
  const { sort, dir } = readOrder(raw);
  return {
    view: oneOf(firstParam(raw, "view"), MODEL_VIEWS, "active"),
    q: cleanSearch(firstParam(raw, "q")),
    availability: oneOf(firstParam(raw, "availability"), AVAILABILITY_FILTERS, "all"),
    access: oneOf(firstParam(raw, "access"), ACCESS_FILTERS, "all"),
    // A checkbox in a GET form sends "1" when ticked and nothing otherwise.
    homepage: firstParam(raw, "homepage") === "1",
    sort,
    dir,
    page: positiveInt(firstParam(raw, "page"), 1),
  };
}

export const ADMIN_MODELS_PATH = "/admin/models/list";

/** The view's address: defaults left out (a sort's own direction too), so the plain address is the default view. */
export const modelListAddress = listAddress(ADMIN_MODELS_PATH, DEFAULT_MODEL_LIST_PARAMS, { dir: (params) => DEFAULT_DIRECTION[params.sort] });

/** A view's search parameters, defaults left out. */
export const modelListEntries = modelListAddress.entries;

/** The query string for a view: "" or "?…". */
export function modelListQuery(params: ModelListParams): string {
  return hrefWith("", modelListEntries(params));
}

/** Whether the view narrows the list (for the empty message). */
export function isNarrowedModelView(params: ModelListParams): boolean {
  return params.q !== "" || params.availability !== "all" || params.access !== "all" || params.homepage;
}

/** The one access type a model's flags give it (hidden wins). */
export function accessTypeOf(model: { membersOnly: boolean; allPhotosPublic: boolean; isHidden: boolean }): AccessType {
  if (model.isHidden) return "hidden";
  if (model.membersOnly) return "membersOnly";
  if (model.allPhotosPublic) return "allPhotosPublic";
  return "public";
}
