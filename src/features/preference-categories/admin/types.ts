import type { PreferenceCategoryRow } from "./queries";

/** A tile as the admin list shows it: the row plus a thumbnail picked from the stored variants. */
export interface PreferenceCategoryItem extends PreferenceCategoryRow {
  thumb: { src: string; srcSet: string } | null;
}
