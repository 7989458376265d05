import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { NotBuiltScreen, notBuiltMetadata } from "@/features/admin/components/not-built";

export const generateMetadata = () => notBuiltMetadata("contentBulkMigration");

/** Not built in this release: says so plainly. */
export default async function Page() {
  await requireAdminPage("/admin/content/bulk-migration");
  await connection();
  return <NotBuiltScreen screen="contentBulkMigration" />;
}
