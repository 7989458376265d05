import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { NotBuiltScreen, notBuiltMetadata } from "@/features/admin/components/not-built";

export const generateMetadata = () => notBuiltMetadata("contentImageAudit");

/** Not built in this release: says so plainly. */
export default async function Page() {
  await requireAdminPage("/admin/content/image-audit-report");
  await connection();
  return <NotBuiltScreen screen="contentImageAudit" />;
}
