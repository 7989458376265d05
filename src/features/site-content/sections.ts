import { ownerOf } from "./registry";

/**
 * The general blocks of the Site content tab:
 * every block the registry does not give to another screen (the hero text,
 * the legal pages, the characteristics, services and locations copy).
 */
export { HERO_SECTION } from "./registry";

export function isGeneralSection(section: string): boolean {
  return ownerOf(section) === "general";
}

/** Known home page placement of a general block, for the editor's hint (keys of the `where` messages). */
export function sectionPlacement(section: string): "about" | "booking" | "other" {
  if (section.startsWith("about_")) return "about";
  if (section === "how_booking_works" || section.startsWith("booking_")) return "booking";
  return "other";
}

/** The general blocks in the order the home page shows them (src/app/(public)/page.tsx). */
export const GENERAL_SECTION_ORDER = [
  "about_intro",
  "about_mission",
  "about_values",
  "how_booking_works",
  "booking_step_1",
  "booking_step_2",
  "booking_step_3",
  "booking_info_schedule",
  "booking_info_discretion",
  "booking_info_payment",
  "booking_info_location",
] as const;

/** Sort order for the editor: known blocks as on the home page, then any others alphabetically. */
export function compareSections(a: string, b: string): number {
  const rank = (section: string) => {
    const index = (GENERAL_SECTION_ORDER as readonly string[]).indexOf(section);
    return index === -1 ? GENERAL_SECTION_ORDER.length : index;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
