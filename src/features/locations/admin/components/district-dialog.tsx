"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { ChipsInput } from "@/features/categories/admin/components/chips-input";
import { firstItemError, LandingFields } from "@/features/categories/admin/components/landing-fields";
import type { LandingFieldsValues } from "@/features/categories/admin/schemas";
import { FieldMessages, FormField } from "@/features/admin/components/form-field";
import { updateDistrictPage } from "../actions";
import { DISTRICT_LIMITS, districtFieldsSchema, normalisePostcode, parseCoordinate, type DistrictFieldsValues } from "../schemas";
import type { DistrictItem } from "../types";
import { applyFieldErrors, useAdminAction } from "@/features/admin/use-admin-action";
import { PublicPageLink } from "@/features/admin/components/public-page-link";

const FIELDS = [
  "description",
  "content",
  "seoTitle",
  "seoDescription",
  "keywords",
  "lat",
  "lng",
  "postcodes",
  "nearbyLandmarks",
] as const;

/** Edit a district's own landing page: text, SEO fields, and where it is (coordinates, postcodes, landmarks). */
export function DistrictDialog({ district, onClose }: { district: DistrictItem | null; onClose: () => void }) {
  const callAdmin = useAdminAction();
  const t = useTranslations("adminModels.districts");
  const tCommon = useTranslations("adminModels.common");
  const router = useRouter();
  const form = useForm<DistrictFieldsValues>({
    resolver: zodResolver(districtFieldsSchema),
    defaultValues: district
      ? {
          description: district.description,
          content: district.content,
          seoTitle: district.seoTitle,
          seoDescription: district.seoDescription,
          keywords: district.keywords,
          lat: district.lat,
          lng: district.lng,
          postcodes: district.postcodes,
          nearbyLandmarks: district.nearbyLandmarks,
        }
      : undefined,
  });
  const { errors, isSubmitting } = form.formState;

  async function save(values: DistrictFieldsValues) {
    if (!district) return;
    const result = await callAdmin(updateDistrictPage, { ...values, id: district.id });
    if (!result.ok) {
      toast.error(result.error);
      applyFieldErrors(form.setError, result.fieldErrors, FIELDS);
      return;
    }
    toast.success(t("toast.updated"));
    onClose();
    router.refresh();
  }

  return (
    <Dialog open={district !== null} onOpenChange={(open) => (!open && !isSubmitting ? onClose() : undefined)}>
      <DialogContent className="sm:max-w-3xl" closeLabel={tCommon("close")}>
        {district ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("editTitle", { name: district.name })}</DialogTitle>
              <DialogDescription className="flex flex-wrap items-center gap-x-2">
                {t("editDescription")}
                <PublicPageLink path={district.path} />
              </DialogDescription>
            </DialogHeader>
            <FieldMessages namespace="adminModels.errors">
              <form onSubmit={form.handleSubmit(save)} noValidate className="flex flex-col gap-5">
                <LandingFields
                  form={form as unknown as UseFormReturn<LandingFieldsValues>}
                  idPrefix="district"
                  fallbackTitle={t("fallbackTitle", { name: district.name })}
                  path={district.path}
                />

                <section aria-labelledby="district-geo-heading" className="flex flex-col gap-5 rounded-lg border border-border p-4">
                  <h3 id="district-geo-heading" className="text-xs font-semibold tracking-widest text-gold uppercase">
                    {t("geoHeading")}
                  </h3>
                  <div className="grid gap-5 sm:grid-cols-2">
                    <FormField id="district-lat" label={t("lat")} hint={t("latHint")} error={errors.lat?.message}>
                      {(control) => (
                        <Input {...control} inputMode="decimal" className="font-mono" {...form.register("lat", { setValueAs: parseCoordinate })} />
                      )}
                    </FormField>
                    <FormField id="district-lng" label={t("lng")} hint={t("lngHint")} error={errors.lng?.message}>
                      {(control) => (
                        <Input {...control} inputMode="decimal" className="font-mono" {...form.register("lng", { setValueAs: parseCoordinate })} />
                      )}
                    </FormField>
                  </div>
                  <FormField
                    id="district-postcodes"
                    label={t("postcodes")}
                    hint={t("postcodesHint")}
                    error={errors.postcodes?.message ?? firstItemError(errors.postcodes)}
                  >
                    {(control) => (
                      <Controller
                        control={form.control}
                        name="postcodes"
                        render={({ field }) => (
                          <ChipsInput
                            control={control}
                            value={field.value}
                            onChange={field.onChange}
                            normalise={normalisePostcode}
                            maxLength={8}
                            addLabel={t("add")}
                            removeLabel={(item) => t("remove", { item })}
                            placeholder="SW1X"
                          />
                        )}
                      />
                    )}
                  </FormField>
                  <FormField
                    id="district-landmarks"
                    label={t("landmarks")}
                    hint={t("landmarksHint")}
                    error={errors.nearbyLandmarks?.message ?? firstItemError(errors.nearbyLandmarks)}
                  >
                    {(control) => (
                      <Controller
                        control={form.control}
                        name="nearbyLandmarks"
                        render={({ field }) => (
                          <ChipsInput
                            control={control}
                            value={field.value}
                            onChange={field.onChange}
                            maxLength={DISTRICT_LIMITS.landmark}
                            addLabel={t("add")}
                            removeLabel={(item) => t("remove", { item })}
                            placeholder={t("landmarksPlaceholder")}
                          />
                        )}
                      />
                    )}
                  </FormField>
                </section>

                <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-border bg-popover px-6 py-4">
                  <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
                    {tCommon("cancel")}
                  </Button>
                  <Button type="submit" disabled={isSubmitting}>
                    {isSubmitting ? tCommon("saving") : tCommon("save")}
                  </Button>
                </DialogFooter>
              </form>
            </FieldMessages>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
