"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ImageOffIcon, LockIcon, XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, useWatch, type Resolver, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FormField } from "@/features/admin/components/form-field";
import { ImagePreview } from "@/features/admin/components/image-preview";
import { SelectField } from "@/features/admin/components/select-field";
import { TextField } from "@/features/admin/components/text-field";
import { useEditDialog } from "@/features/admin/dialog/use-edit-dialog";
import { useHydrated } from "@/lib/client/use-hydrated";
import { GalleryManager } from "@/features/gallery/admin/components/gallery-manager";
import { NoPhotoWarning } from "@/features/gallery/admin/components/no-photo-warning";
import type { AdminGalleryPhoto } from "@/features/gallery/admin/queries";
import { isUsableImageUrl } from "@/lib/content-rules";
import { MIN_BOOKING_CHOICES } from "../../../booking-terms";
import { LISTED_LANGUAGES, OTHER_LANGUAGE_LIMITS, splitLanguages } from "../../../languages";
import { AVAILABILITY_CHOICES } from "../../schemas";
import { createModel, updateModel } from "../actions";
import type { EditableModel, ModelFormOptions } from "../queries";
import {
  ACCESS_TYPES,
  accessTypeOf,
  homepagePositionCount,
  INTERESTS_LIMITS,
  MODEL_SERVICES,
  modelFieldsSchema,
  NO_MINIMUM,
  PHYSICAL_FIELDS,
  PRICE_FIELDS,
  type AccessType,
  type ModelFormValues,
} from "../schemas";
import { CheckboxGroupField, FormSection, SwitchRow, WordsField } from "./form-parts";
import { MainImagePicker } from "./main-image-picker";

type Form = UseFormReturn<ModelFormValues>;
const text = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));
const FIELDS = Object.keys(valuesOf(null)) as (keyof ModelFormValues)[];
/** The select's value for "at the end" (a select item cannot have an empty value). */
const AT_THE_END = "end";

function valuesOf(model: EditableModel | null): ModelFormValues {
  const languages = splitLanguages(model?.languages ?? []);
  return {
    name: model?.name ?? "",
    age: text(model?.age),
    locationId: model?.locationId ? String(model.locationId) : "none",
    availability: model?.availability ?? "unset",
    description: model?.description ?? "",
    access: model ? accessTypeOf(model) : "public",
    isHidden: model?.isHidden ?? false,
    faceVisible: model?.faceVisible ?? true,
    showOnHomepage: model?.showOnHomepage ?? false,
    homepagePosition: model?.showOnHomepage ? text(model.homepageOrder) : "",
    height: model?.height ?? "",
    measurements: model?.measurements ?? "",
    hair: model?.hair ?? "",
    eyes: model?.eyes ?? "",
    nationality: model?.nationality ?? "",
    education: model?.education ?? "",
    priceOneHour: text(model?.pricing.oneHour),
    priceTwoHours: text(model?.pricing.twoHours),
    priceThreeHours: text(model?.pricing.threeHours),
    priceAdditionalHour: text(model?.pricing.additionalHour),
    minBookingMinutes: model?.minBookingMinutes ? String(model.minBookingMinutes) : NO_MINIMUM,
    travelSupplement: text(model?.travelSupplement),
    languages: languages.listed,
    otherLanguages: languages.other,
    categoryIds: model?.categoryIds ?? [],
    services: model?.services ?? [],
    interests: model?.interests ?? [],
    image: model?.image ?? "",
    imageMediaId: model?.imageMediaId ?? null,
  };
}

/**
 * The model form, for a new model (`model` null)
 * and for an edit. An edit sends the version it loaded, so a save over
 * someone else's newer change is refused and offered as Reload/Overwrite.
 * The gallery manager sits in its section but saves on its own (each
 * change is an action of its own), so the form's Save never touches photos.
 */
export function ModelForm({ model, options, gallery }: { model: EditableModel | null; options: ModelFormOptions; gallery?: AdminGalleryPhoto[] | null }) {
  const t = useTranslations("adminModels.form");
  const router = useRouter();
  const [version, setVersion] = useState(model?.updatedAt);
  const form: Form = useForm<ModelFormValues>({
    // Checked in the browser with the action's own schema, but sent as typed: the action turns the text into numbers and nulls.
    resolver: zodResolver(modelFieldsSchema, undefined, { raw: true }) as unknown as Resolver<ModelFormValues>,
    defaultValues: valuesOf(model),
  });
  const { reset } = form;
  const name = useWatch({ control: form.control, name: "name" });
  const nameMissing = name.trim() === "";
  // Before the page is live a click on Save would submit the form the browser's way; it waits until then.
  const hydrated = useHydrated();

  const { onSubmit, submitting } = useEditDialog({
    open: true,
    form,
    fields: FIELDS,
    send: (values, overwrite, call) => (model ? call(updateModel, { ...values, id: model.id, expectedVersion: version, overwrite }) : call(createModel, values)),
    savedMessage: t(model ? "updated" : "created"),
    onSaved: (saved, values) => {
      // Saved: what was typed is now the saved state, so leaving asks nothing; a main
      // image brought home on save (decision 050) replaces the address that was typed.
      reset(saved.image ? { ...values, image: saved.image.url, imageMediaId: saved.image.mediaId } : values);
      setVersion(saved.updatedAt);
      if (!model) router.push(`/admin/models/edit/${saved.id}`);
      else router.refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("formLabel")} aria-busy={!hydrated} className="grid min-w-0 gap-6">
      <BasicSection form={form} options={options} />
      <AccessSection form={form} />
      <HomepageSection form={form} options={options} model={model} />
      <ImageSection form={form} />
      <GallerySection model={model} gallery={gallery} />
      <PhysicalSection form={form} />
      <LanguagesSection form={form} />
      <PricesSection form={form} />
      <BookingTermsSection form={form} model={model} />
      <CharacteristicsSection form={form} options={options} model={model} />
      <ServicesSection form={form} />
      <FormSection id="model-interests-section" title={t("sections.interests")}>
        <WordsField form={form} name="interests" id="model-interests" label={t("fields.interests")} hint={t("fields.interestsHint")} limits={INTERESTS_LIMITS} />
      </FormSection>
      {model ? <ReviewsSection model={model} /> : null}

      <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-lg border border-border bg-background/95 p-3 backdrop-blur sm:flex-row sm:items-center sm:justify-end">
        {nameMissing ? (
          <p id="model-save-hint" className="text-sm text-muted-foreground sm:mr-auto">
            {t("saveDisabledHint")}
          </p>
        ) : null}
        <Button type="submit" disabled={!hydrated || nameMissing || submitting} aria-describedby={nameMissing ? "model-save-hint" : undefined}>
          {submitting ? t("saving") : model ? t("save") : t("create")}
        </Button>
      </div>
    </form>
  );
}

function BasicSection({ form, options }: { form: Form; options: ModelFormOptions }) {
  const t = useTranslations("adminModels.form");
  const tList = useTranslations("adminModels.list");
  const { control } = form;
  return (
    <FormSection id="model-basic" title={t("sections.basic")} hint={t("sections.basicHint")}>
      <TextField form={form} name="name" id="model-name" label={t("fields.name")} required autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="age" id="model-age" label={t("fields.age")} inputMode="numeric" />
        <SelectField
          control={control}
          name="locationId"
          id="model-district"
          label={t("fields.district")}
          options={[{ value: "none", label: t("none") }, ...options.districts.map((district) => ({ value: String(district.id), label: district.name }))]}
        />
        <SelectField
          control={control}
          name="availability"
          id="model-availability"
          label={t("fields.availability")}
          options={AVAILABILITY_CHOICES.map((choice) => ({ value: choice, label: tList(`availability.${choice}`) }))}
        />
      </div>
      <TextField multiline form={form} name="description" id="model-description" label={t("fields.description")} rows={6} />
    </FormSection>
  );
}

const ACCESS_LABELS: Record<AccessType, { label: string; hint: string }> = {
  public: { label: "fields.accessPublic", hint: "fields.accessPublicHint" },
  membersOnly: { label: "fields.accessMembersOnly", hint: "fields.accessMembersOnlyHint" },
  allPhotosPublic: { label: "fields.accessAllPhotosPublic", hint: "fields.accessAllPhotosPublicHint" },
};

function AccessSection({ form }: { form: Form }) {
  const t = useTranslations("adminModels.form");
  return (
    <FormSection id="model-access" title={t("sections.access")} hint={t("sections.accessHint")}>
      <Controller
        control={form.control}
        name="access"
        render={({ field }) => (
          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-2 text-sm font-medium">{t("fields.access")}</legend>
            {ACCESS_TYPES.map((access) => {
              const id = `model-access-${access}`;
              return (
                <div key={access} className="flex items-start gap-3 rounded-lg border border-border p-3">
                  <input
                    id={id}
                    type="radio"
                    name={field.name}
                    value={access}
                    checked={field.value === access}
                    onChange={() => field.onChange(access)}
                    onBlur={field.onBlur}
                    aria-describedby={`${id}-hint`}
                    className="mt-0.5 size-5 shrink-0 accent-[hsl(var(--gold))]"
                  />
                  <div className="flex min-w-0 flex-col gap-1">
                    <Label htmlFor={id}>{t(ACCESS_LABELS[access].label)}</Label>
                    <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                      {t(ACCESS_LABELS[access].hint)}
                    </p>
                  </div>
                </div>
              );
            })}
          </fieldset>
        )}
      />
      <SwitchRow control={form.control} name="isHidden" label={t("fields.hidden")} hint={t("fields.hiddenHint")} />
      <SwitchRow control={form.control} name="faceVisible" label={t("fields.faceVisible")} hint={t("fields.faceVisibleHint")} />
    </FormSection>
  );
}

/** The positions offered: 1 … max(5, models on the home page + 1), and the model's own if it sits further down. */
function positionChoices(options: ModelFormOptions, model: EditableModel | null): number[] {
  const count = homepagePositionCount(options.homepageCount);
  const own = model?.showOnHomepage && model.homepageOrder !== null && model.homepageOrder > count ? [model.homepageOrder] : [];
  return [...Array.from({ length: count }, (_, index) => index + 1), ...own];
}

function HomepageSection({ form, options, model }: { form: Form; options: ModelFormOptions; model: EditableModel | null }) {
  const t = useTranslations("adminModels.form");
  const on = useWatch({ control: form.control, name: "showOnHomepage" });
  const positionError = form.formState.errors.homepagePosition?.message;
  return (
    <FormSection id="model-homepage" title={t("sections.homepage")} hint={t("sections.homepageHint")}>
      <SwitchRow control={form.control} name="showOnHomepage" label={t("fields.showOnHomepage")} />
      {on ? (
        <Controller
          control={form.control}
          name="homepagePosition"
          render={({ field }) => (
            <FormField id="model-homepage-position" label={t("fields.homepagePosition")} hint={t("fields.homepagePositionHint")} error={positionError} className="sm:max-w-xs">
              {(a11y) => (
                <Select value={field.value === "" ? AT_THE_END : field.value} onValueChange={(value) => field.onChange(value === AT_THE_END ? "" : value)}>
                  <SelectTrigger {...a11y} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={AT_THE_END}>{t("fields.atTheEnd")}</SelectItem>
                    {positionChoices(options, model).map((position) => (
                      <SelectItem key={position} value={String(position)}>
                        {t("fields.positionOption", { position })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
          )}
        />
      ) : null}
    </FormSection>
  );
}

function ImageSection({ form }: { form: Form }) {
  const t = useTranslations("adminModels.form");
  const tContent = useTranslations("adminContent");
  const image = useWatch({ control: form.control, name: "image" });
  const imageMediaId = useWatch({ control: form.control, name: "imageMediaId" });
  // The uncropped upload behind the current crop, while this form is open (main-image-picker.tsx).
  const [sourceMediaId, setSourceMediaId] = useState<string | null>(null);
  const setImage = (url: string, mediaId: string | null) => {
    form.setValue("image", url, { shouldDirty: true });
    form.setValue("imageMediaId", mediaId, { shouldDirty: true });
  };
  return (
    <FormSection id="model-image" title={t("sections.image")} hint={t("sections.imageHint")}>
      {/* The main image versus the gallery's featured photo (src/features/models/card-photo.ts). */}
      <p className="text-sm text-muted-foreground">{t("sections.imageFallback")}</p>
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-end">
        <ImagePreview
          src={isUsableImageUrl(image) ? image.trim() : ""}
          alt={t("fields.imageAlt")}
          emptyText={t("fields.noImage")}
          failedText={tContent("common.previewFailed")}
          className="aspect-[3/4] w-full max-w-48"
        />
        <div className="flex flex-wrap gap-2">
          <MainImagePicker
            current={image && imageMediaId ? { url: image, mediaId: imageMediaId } : null}
            sourceMediaId={sourceMediaId}
            onChosen={(choice) => {
              setImage(choice.url, choice.mediaId);
              setSourceMediaId(choice.sourceMediaId);
            }}
          />
          {image ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-11"
              onClick={() => {
                setImage("", null);
                setSourceMediaId(null);
              }}
            >
              <XIcon aria-hidden="true" />
              {t("fields.removeImage")}
            </Button>
          ) : null}
        </div>
      </div>
      {form.formState.errors.image?.message ? (
        <p className="text-sm text-red-300 light:text-destructive">{form.formState.errors.image.message}</p>
      ) : null}
    </FormSection>
  );
}

/**
 * A model needs one gallery photo to appear on the site, and the
 * gallery is locked until the model is saved once (photos belong to a model
 * row). On an edit page the manager is here; `gallery` null means its photos
 * could not be read ('Erro ao carregar galeria'), the rest of the form still works.
 */
function GallerySection({ model, gallery }: { model: EditableModel | null; gallery: AdminGalleryPhoto[] | null | undefined }) {
  const t = useTranslations("adminModels.form");
  const tGallery = useTranslations("adminModels.gallery");
  // With the manager on screen, it says so itself as photos come and go.
  const noPhoto = !model || (!gallery && model.galleryCount === 0);
  return (
    <FormSection id="model-gallery" title={t("sections.gallery")}>
      {noPhoto ? <NoPhotoWarning /> : null}
      {!model ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <LockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{tGallery("locked")}</span>
        </p>
      ) : gallery ? (
        <GalleryManager modelId={model.id} initialPhotos={gallery} />
      ) : (
        <p role="alert" className="flex items-start gap-2 text-sm text-red-300 light:text-destructive">
          <ImageOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{tGallery("errors.load")}</span>
        </p>
      )}
    </FormSection>
  );
}

function PhysicalSection({ form }: { form: Form }) {
  const t = useTranslations("adminModels.form");
  return (
    <FormSection id="model-physical" title={t("sections.physical")}>
      <div className="grid gap-5 sm:grid-cols-2">
        {PHYSICAL_FIELDS.map((field) => (
          <TextField key={field} form={form} name={field} id={`model-${field}`} label={t(`fields.${field}`)} />
        ))}
      </div>
    </FormSection>
  );
}

function PricesSection({ form }: { form: Form }) {
  const t = useTranslations("adminModels.form");
  return (
    <FormSection id="model-prices" title={t("sections.prices")} hint={t("sections.pricesHint")}>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {PRICE_FIELDS.map((field) => (
          <TextField key={field} form={form} name={field} id={`model-${field}`} label={t(`fields.${field}`)} inputMode="numeric" />
        ))}
      </div>
    </FormSection>
  );
}

function LanguagesSection({ form }: { form: Form }) {
  const t = useTranslations("adminModels.form");
  return (
    <FormSection id="model-languages" title={t("sections.languages")} hint={t("sections.languagesHint")}>
      <CheckboxGroupField
        control={form.control}
        name="languages"
        id="model-language"
        legend={t("sections.languages")}
        options={LISTED_LANGUAGES.map((language) => ({ value: language, label: t(`languageNames.${language}`) }))}
      />
      <WordsField
        form={form}
        name="otherLanguages"
        id="model-other-languages"
        label={t("fields.otherLanguages")}
        hint={t("fields.otherLanguagesHint")}
        limits={OTHER_LANGUAGE_LIMITS}
      />
    </FormSection>
  );
}

/** "1 hour", "1 hora e 30 minutos": a minimum booking in the admin's language. */
function useMinBookingLabel() {
  const t = useTranslations("adminModels.form.fields");
  return (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t("minBookingMinutes", { minutes: rest });
    return rest === 0 ? t("minBookingHours", { hours }) : t("minBookingHoursMinutes", { hours, minutes: rest });
  };
}

/** The choices, and a stored value outside them (set before the list existed) so a save keeps it. */
function minBookingChoices(model: EditableModel | null): number[] {
  const stored = model?.minBookingMinutes;
  return stored && !(MIN_BOOKING_CHOICES as readonly number[]).includes(stored) ? [...MIN_BOOKING_CHOICES, stored].sort((a, b) => a - b) : [...MIN_BOOKING_CHOICES];
}

function BookingTermsSection({ form, model }: { form: Form; model: EditableModel | null }) {
  const t = useTranslations("adminModels.form");
  const minBookingLabel = useMinBookingLabel();
  return (
    <FormSection id="model-booking-terms" title={t("sections.bookingTerms")} hint={t("sections.bookingTermsHint")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="minBookingMinutes"
          id="model-min-booking"
          label={t("fields.minBooking")}
          options={[
            { value: NO_MINIMUM, label: t("fields.minBookingNone") },
            ...minBookingChoices(model).map((minutes) => ({ value: String(minutes), label: minBookingLabel(minutes) })),
          ]}
        />
        <TextField
          form={form}
          name="travelSupplement"
          id="model-travel-supplement"
          label={t("fields.travelSupplement")}
          hint={t("fields.travelSupplementHint")}
          inputMode="numeric"
        />
      </div>
    </FormSection>
  );
}

function CharacteristicsSection({ form, options, model }: { form: Form; options: ModelFormOptions; model: EditableModel | null }) {
  const t = useTranslations("adminModels.form");
  const activeNames = new Set(options.categories.map((category) => category.name.toLowerCase()));
  // Words on the profile that are not categories (the seeded "Elegant", "Warm"…): kept by a save, listed so nothing is hidden.
  const kept = (model?.characteristics ?? []).filter((item) => !activeNames.has(item.toLowerCase()));
  return (
    <FormSection id="model-characteristics" title={t("sections.characteristics")} hint={t("sections.characteristicsHint")}>
      {options.categories.length === 0 ? <p className="text-sm text-muted-foreground">{t("sections.characteristicsEmpty")}</p> : null}
      <CheckboxGroupField
        control={form.control}
        name="categoryIds"
        id="model-category"
        legend={t("sections.characteristics")}
        options={options.categories.map((category) => ({ value: category.id, label: category.name }))}
      />
      {kept.length > 0 ? <p className="text-xs text-muted-foreground">{t("sections.characteristicsKept", { items: kept.join(", ") })}</p> : null}
    </FormSection>
  );
}

function ServicesSection({ form }: { form: Form }) {
  const t = useTranslations("adminModels.form");
  return (
    <FormSection id="model-services" title={t("sections.services")}>
      <CheckboxGroupField
        control={form.control}
        name="services"
        id="model-service"
        legend={t("sections.services")}
        options={MODEL_SERVICES.map((service) => ({ value: service, label: service }))}
      />
    </FormSection>
  );
}

/** Decision 022: the rating and the count are recounted from published reviews, so they are shown, not edited. */
function ReviewsSection({ model }: { model: EditableModel }) {
  const t = useTranslations("adminModels.form");
  return (
    <FormSection id="model-reviews" title={t("sections.reviews")} hint={t("sections.reviewsHint")}>
      <dl className="grid grid-cols-2 gap-4 sm:max-w-sm">
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">{t("fields.rating")}</dt>
          <dd className="text-lg tabular-nums">{model.rating === null ? t("fields.noRating") : model.rating.toFixed(1)}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">{t("fields.reviewsCount")}</dt>
          <dd className="text-lg tabular-nums">{model.reviewsCount}</dd>
        </div>
      </dl>
    </FormSection>
  );
}
