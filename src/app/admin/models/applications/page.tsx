import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { NotBuiltScreen, notBuiltMetadata } from "@/features/admin/components/not-built";

export const generateMetadata = () => notBuiltMetadata("modelsApplications");

/** Not built in this release: says so plainly (admin spec §2, screen list). */
export default async function Page() {
  await requireAdminPage("/admin/models/applications");
  await connection();
  return <NotBuiltScreen screen="modelsApplications" />;
}
