import { getTranslations } from "next-intl/server";
import { LoadError } from "@/features/content-sections/components/load-error";
import { getAdminLocale } from "@/features/admin/locale";
import { listDistrictsForAdmin } from "../queries";
import type { DistrictItem } from "../types";
import { GeoTargetingPanel, LocalSeoPanel } from "./district-panels";

/** Reads the districts once; a failed read shows the load error instead of an empty table. */
export async function loadDistricts(): Promise<DistrictItem[] | null> {
  try {
    return await listDistrictsForAdmin();
  } catch (error) {
    console.error("[admin] loading districts failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

export async function DistrictsSection({ view, districts }: { view: "geo" | "seo"; districts: DistrictItem[] | null }) {
  if (!districts) {
    const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.districts" });
    return <LoadError message={t("loadFailed")} />;
  }
  return view === "geo" ? <GeoTargetingPanel districts={districts} /> : <LocalSeoPanel districts={districts} />;
}
