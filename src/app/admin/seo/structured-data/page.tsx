import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { NotBuiltScreen, notBuiltMetadata } from "@/features/admin/components/not-built";

export const generateMetadata = () => notBuiltMetadata("seoStructuredData");

/** Not built in this release: says so plainly (admin spec §2, screen list). */
export default async function Page() {
  await requireAdminPage("/admin/seo/structured-data");
  await connection();
  return <NotBuiltScreen screen="seoStructuredData" />;
}
