import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { canListModel, canOpenModel, viewerKind, type Viewer, type ViewerKind } from "@/features/access/policy";
import { getViewer } from "@/features/access/viewer";
import { countPhotosForSubscribersOnly, getGalleryForViewer } from "@/features/gallery/queries";
import { LockedProfile } from "@/features/models/components/locked-profile";
import { ModelProfileView } from "@/features/models/components/model-profile";
import { getModelProfile, getVisitorCardPhoto, type ModelProfile } from "@/features/models/queries";
import { profileMetaInput } from "@/features/models/page-meta";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { getPublishedReviewSummary, getPublishedReviews } from "@/features/reviews/queries";
import { mayReviewModel } from "@/features/reviews/member/rules";
import { breadcrumbJsonLd, trail } from "@/features/seo/breadcrumbs";
import { JsonLd } from "@/features/seo/components/json-ld";
import { createMetadata, getStructuredDataFor } from "@/features/seo/metadata";
import { getSiteSettings } from "@/features/site/queries";
import { FORCE_MOBILE_PARAM, isMobileDevice } from "@/lib/client/device";

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

/** The model if this viewer may know it exists (hidden ones are for admins only); null means 404. */
async function loadListedModel(id: string): Promise<{ model: ModelProfile; viewer: Viewer } | null> {
  const [model, viewer] = await Promise.all([getModelProfile(id), getViewer()]);
  if (!model || !canListModel(viewer, model)) return null;
  return { model, viewer };
}

/**
 * The "more photos for subscribers" notice, when a subscription would show
 * this viewer more and there is something honest to offer them: a rejected
 * account cannot become a subscriber, so it is not told to.
 */
function lockedPhotosNotice(kind: ViewerKind, count: number): { viewerKind: ViewerKind; count: number } | null {
  if (count === 0 || kind === "rejected") return null;
  return { viewerKind: kind, count };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { id } = await params;
  const found = await loadListedModel(id);
  if (!found) return createMetadata({ path: `/models/${id}`, title: "Model not found", noindex: true });
  const { model, viewer } = found;
  return createMetadata(profileMetaInput({ ...model, visitorImage: await getVisitorCardPhoto(model) }, canOpenModel(viewer, model)));
}

export default async function ModelPage({ params, searchParams }: Props) {
  await connection();
  const { id } = await params;
  const found = await loadListedModel(id);
  if (!found) notFound();
  const { model, viewer } = found;

  const path = `/models/${model.id}`;
  const settings = await getSiteSettings();
  const crumbs = trail({ name: "Models", path: "/models" }, { name: model.name, path });
  const breadcrumbs = (
    <>
      <Breadcrumbs crumbs={crumbs} className="py-6 sm:py-8" />
      <JsonLd data={breadcrumbJsonLd(crumbs, settings.siteUrl)} />
    </>
  );

  if (!canOpenModel(viewer, model)) {
    const teaser = (await getGalleryForViewer(model, viewer))[0]?.imageUrl ?? null;
    return (
      <LockedProfile
        name={model.name}
        district={model.locationName}
        cardImage={teaser}
        viewerKind={viewerKind(viewer)}
        profilePath={path}
        breadcrumbs={breadcrumbs}
      />
    );
  }

  const [photos, photosForSubscribers, reviews, reviewSummary, structuredData, requestHeaders, query] = await Promise.all([
    getGalleryForViewer(model, viewer),
    countPhotosForSubscribersOnly(model, viewer),
    getPublishedReviews(model.id),
    getPublishedReviewSummary(model.id),
    getStructuredDataFor(path),
    headers(),
    searchParams,
  ]);
  // The member's own review is theirs: the browser asks for it (decision 039).
  const reviewing = mayReviewModel(viewer, model)
    ? ({ kind: "member" } as const)
    : viewer.userId
      ? null
      : ({ kind: "visitor" } as const);
  // The user agent and ?forceMobile decide the first render; the browser
  // refines it (screen width, touch) after hydration.
  const serverMobile = isMobileDevice({
    forceMobileParam: query[FORCE_MOBILE_PARAM],
    userAgent: requestHeaders.get("user-agent"),
  });

  return (
    <>
      <ModelProfileView
        model={model}
        photos={photos}
        reviews={reviews}
        reviewSummary={reviewSummary}
        reviewing={reviewing}
        lockedPhotos={lockedPhotosNotice(viewerKind(viewer), photosForSubscribers)}
        // Only staff may reach a hidden profile at all (loadListedModel); they are told why nobody else can.
        hiddenFromPublic={model.isHidden}
        settings={settings}
        serverMobile={serverMobile}
        breadcrumbs={breadcrumbs}
      />
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
