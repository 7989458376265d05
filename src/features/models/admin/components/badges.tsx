"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { accessTypeOf, type Availability } from "../list-params";

/** Availability: available, busy, unavailable, or 'Not Set'. */
const AVAILABILITY_VARIANT = { available: "success", busy: "warning", unavailable: "secondary", unset: "outline" } as const;
/** The access type; hidden is the one staff must notice. */
const ACCESS_VARIANT = { public: "outline", membersOnly: "default", allPhotosPublic: "secondary", hidden: "destructive" } as const;

export function AvailabilityBadge({ availability }: { availability: Availability | null }) {
  const t = useTranslations("adminModels.list.availability");
  const key = availability ?? "unset";
  return <Badge variant={AVAILABILITY_VARIANT[key]}>{t(key)}</Badge>;
}

export function AccessBadge({ model }: { model: { membersOnly: boolean; allPhotosPublic: boolean; isHidden: boolean } }) {
  const t = useTranslations("adminModels.list.access");
  const type = accessTypeOf(model);
  return <Badge variant={ACCESS_VARIANT[type]}>{t(type)}</Badge>;
}

export function HomepageBadge({ model }: { model: { showOnHomepage: boolean; homepageOrder: number | null } }) {
  const t = useTranslations("adminModels.list");
  if (!model.showOnHomepage) return null;
  return <Badge variant="outline">{model.homepageOrder === null ? t("homepageBadgeNoOrder") : t("homepageBadge", { order: model.homepageOrder })}</Badge>;
}

/**
 * What the public site does with the model's photos (src/features/models/list.ts):
 * without a gallery photo that is not admin-only it is not listed; listed,
 * but with no photo a visitor may see and no main image, its card shows
 * visitors an empty frame.
 */
export function NoPhotoBadge({ shownOnSite, visitorSeesPhoto }: { shownOnSite: boolean; visitorSeesPhoto: boolean }) {
  const t = useTranslations("adminModels.list");
  if (shownOnSite && visitorSeesPhoto) return null;
  // The longest badge of the list: it wraps, so a 390 px card never scrolls sideways.
  return (
    <Badge variant="warning" className="whitespace-normal text-left">
      {t(shownOnSite ? "noVisitorPhoto" : "noPhoto")}
    </Badge>
  );
}
