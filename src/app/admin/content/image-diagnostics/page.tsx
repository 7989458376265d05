import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { NotBuiltScreen, notBuiltMetadata } from "@/features/admin/components/not-built";

export const generateMetadata = () => notBuiltMetadata("contentImageDiagnostics");

/** Not built in this release: says so plainly. */
export default async function Page() {
  await requireAdminPage("/admin/content/image-diagnostics");
  await connection();
  return <NotBuiltScreen screen="contentImageDiagnostics" />;
}
