import { redirect } from "next/navigation";
import { requireAdminPage } from "@/features/admin/guard";

/** Admin spec §2: /admin/content redirects to its first tab (after the permission check). */
export default async function ContentIndexPage() {
  await requireAdminPage("/admin/content");
  redirect("/admin/content/homepage");
}
