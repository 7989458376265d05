"use client";

import { useTranslations } from "next-intl";
import { ChipsField } from "@/features/admin/components/chips-input";
import { FieldMessages } from "@/features/admin/components/form-field";
import { LandingPageDialog } from "@/features/admin/components/landing-page-dialog";
import { TextField } from "@/features/admin/components/text-field";
import { landingValuesOf } from "@/features/admin/landing-page";
import { updateDistrictPage } from "../actions";
import { DISTRICT_LIMITS, districtFieldsSchema, normalisePostcode, parseCoordinate, type DistrictFieldsValues } from "../schemas";
import type { DistrictItem } from "../types";

/** A coordinate: typed as a decimal, read as a number (or its refusal) by the schema. */
const COORDINATE_INPUT = { inputMode: "decimal", className: "font-mono", registerOptions: { setValueAs: parseCoordinate } } as const;

/**
 * Edit a district's own landing page: text, SEO fields, and where it is
 * (coordinates, postcodes, landmarks). The coordinate and postcode messages
 * are keys of adminModels.errors.
 */
export function DistrictDialog({ district, onClose }: { district: DistrictItem | null; onClose: () => void }) {
  const t = useTranslations("adminModels.districts");
  return (
    <FieldMessages namespace="adminModels.errors">
      <LandingPageDialog<DistrictFieldsValues>
        page={district}
        title={district ? t("editTitle", { name: district.name }) : ""}
        description={t("editDescription")}
        schema={districtFieldsSchema}
        defaultValues={
          district
            ? { ...landingValuesOf(district), lat: district.lat, lng: district.lng, postcodes: district.postcodes, nearbyLandmarks: district.nearbyLandmarks }
            : undefined
        }
        fields={["lat", "lng", "postcodes", "nearbyLandmarks"]}
        action={updateDistrictPage}
        savedMessage={t("toast.updated")}
        fallbackTitle={() => (district ? t("fallbackTitle", { name: district.name }) : "")}
        idPrefix="district"
        testId="district-form"
        onClose={onClose}
        after={(form) => (
          <section aria-labelledby="district-geo-heading" className="flex flex-col gap-5 rounded-lg border border-border p-4">
            <h3 id="district-geo-heading" className="text-xs font-semibold tracking-widest text-gold uppercase">
              {t("geoHeading")}
            </h3>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField form={form} name="lat" id="district-lat" label={t("lat")} hint={t("latHint")} {...COORDINATE_INPUT} />
              <TextField form={form} name="lng" id="district-lng" label={t("lng")} hint={t("lngHint")} {...COORDINATE_INPUT} />
            </div>
            <ChipsField
              form={form}
              name="postcodes"
              id="district-postcodes"
              label={t("postcodes")}
              hint={t("postcodesHint")}
              normalise={normalisePostcode}
              maxLength={8}
              placeholder="SW1X"
            />
            <ChipsField
              form={form}
              name="nearbyLandmarks"
              id="district-landmarks"
              label={t("landmarks")}
              hint={t("landmarksHint")}
              maxLength={DISTRICT_LIMITS.landmark}
              placeholder={t("landmarksPlaceholder")}
            />
          </section>
        )}
      />
    </FieldMessages>
  );
}
