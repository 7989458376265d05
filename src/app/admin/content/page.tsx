import { redirect } from "next/navigation";
import { requireAdminPage } from "@/features/admin/guard";

/** /admin/content redirects to its first tab, the homepage (after the permission check). */
export default async function ContentIndexPage() {
  await requireAdminPage("/admin/content");
  redirect("/admin/content/homepage");
}
