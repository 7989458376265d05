import { connection } from "next/server";
import { requireAdminPage } from "@/features/admin/guard";
import { NotBuiltScreen, notBuiltMetadata } from "@/features/admin/components/not-built";

export const generateMetadata = () => notBuiltMetadata("contentGallery");

/** Not built in this release: says so plainly. */
export default async function Page() {
  await requireAdminPage("/admin/content/gallery");
  await connection();
  return <NotBuiltScreen screen="contentGallery" />;
}
