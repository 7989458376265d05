import { getTranslations } from "next-intl/server";
import { LoadError } from "@/features/admin/components/load-error";
import { getAdminLocale } from "@/features/admin/locale";
import { loadForScreen } from "@/features/admin/load";
import { listDistrictsForAdmin } from "../queries";
import type { DistrictItem } from "../types";
import { GeoTargetingPanel, LocalSeoPanel } from "./district-panels";

/** Reads the districts once; a failed read shows the load error instead of an empty table. */
export function loadDistricts(): Promise<DistrictItem[] | null> {
  return loadForScreen("districts", listDistrictsForAdmin);
}

export async function DistrictsSection({ view, districts }: { view: "geo" | "seo"; districts: DistrictItem[] | null }) {
  if (!districts) {
    const t = await getTranslations({ locale: await getAdminLocale(), namespace: "adminModels.districts" });
    return <LoadError message={t("loadFailed")} />;
  }
  return view === "geo" ? <GeoTargetingPanel districts={districts} /> : <LocalSeoPanel districts={districts} />;
}
