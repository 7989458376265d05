import { redirect } from "next/navigation";
import { requireAdminPage } from "@/features/admin/guard";

/** /admin/locations has no screen of its own: the list is the Locations screen (after the permission check). */
export default async function LocationsIndex() {
  await requireAdminPage("/admin/locations");
  redirect("/admin/locations/list");
}
