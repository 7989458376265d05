"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "sonner";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { createSlugRedirect } from "../actions";
import { publicPathFor, type SlugKind } from "../slug-change";

/**
 * After a save that changed a category's, district's or blog post's slug,
 * offers the 301 from the old address in a toast that stays until answered:
 *
 *   const offerSlugRedirect = useSlugRedirectOffer();
 *   if (saved.slug !== before.slug) offerSlugRedirect("category", before.slug, saved.slug);
 *
 * Nothing is created unless the admin accepts (an old address may rightly
 * be left to answer 404, e.g. a page made by mistake).
 */
export function useSlugRedirectOffer() {
  const t = useTranslations("adminSeo.redirects.slugOffer");
  const callAdmin = useAdminAction();
  return useCallback(
    (kind: SlugKind, oldSlug: string, newSlug: string) => {
      if (!oldSlug || oldSlug === newSlug) return;
      const from = publicPathFor(kind, oldSlug);
      const to = publicPathFor(kind, newSlug);
      toast(t("message", { from, to }), {
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: t("accept"),
          onClick: async () => {
            const result = await callAdmin(createSlugRedirect, { kind, oldSlug, newSlug });
            if (!result.ok) toast.error(result.fieldErrors?.toPath?.[0] ?? result.error);
            else toast.success(t("created", { from, to }));
          },
        },
        cancel: { label: t("decline"), onClick: () => undefined },
      });
    },
    [t, callAdmin],
  );
}
