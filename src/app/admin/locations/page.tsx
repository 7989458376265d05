import { redirect } from "next/navigation";

/** /admin/locations has no screen of its own: the list is the Locations screen. */
export default function LocationsIndex() {
  redirect("/admin/locations/list");
}
