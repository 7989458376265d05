import { notFound } from "next/navigation";
import { requireAdminPage } from "@/features/admin/guard";

/**
 * Any other /admin address: the same guard as every admin page first (so a
 * visitor or member learns nothing about which admin routes exist), then the
 * admin 404 inside the shell.
 */
export default async function MissingAdminPage({ params }: { params: Promise<{ missing: string[] }> }) {
  await requireAdminPage("/admin/[...missing]", params);
  notFound();
}
