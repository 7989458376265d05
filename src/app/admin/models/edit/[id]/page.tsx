import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { NotBuiltScreen, notBuiltMetadata } from "@/features/admin/components/not-built";

export const generateMetadata = () => notBuiltMetadata("modelsEdit");

/** Not built in this release: says so plainly (admin spec §2, screen 13). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  await requireAdminPage("/admin/models/edit/[id]", params);
  await connection();
  return <NotBuiltScreen screen="modelsEdit" />;
}
