import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { canListModel, canOpenModel, isIndexableModel, seesPaidPhotos, viewerKind } from "@/features/access/policy";
import { getViewer } from "@/features/access/viewer";
import { getGalleryForViewer } from "@/features/gallery/queries";
import { LockedProfile } from "@/features/models/components/locked-profile";
import { ModelProfileView } from "@/features/models/components/model-profile";
import { getModelProfile } from "@/features/models/queries";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { id } = await params;
  const [model, viewer] = await Promise.all([getModelProfile(id), getViewer()]);
  if (!model || !canListModel(viewer, model)) return { title: "Model not found", robots: { index: false } };
  return {
    title: `${model.name}${model.locationName ? ` in ${model.locationName}` : ""}`,
    description: model.membersOnly ? `${model.name}: a members-only profile.` : model.description.slice(0, 157),
    // Members-only and hidden profiles stay out of search engines.
    robots: isIndexableModel(model) ? undefined : { index: false, follow: false },
    alternates: { canonical: `/models/${model.id}` },
  };
}

export default async function ModelPage({ params }: Props) {
  await connection();
  const { id } = await params;
  const [model, viewer] = await Promise.all([getModelProfile(id), getViewer()]);
  if (!model || !canListModel(viewer, model)) notFound();

  const path = `/models/${model.id}`;
  if (!canOpenModel(viewer, model)) {
    const teaser = (await getGalleryForViewer(model, viewer))[0]?.imageUrl ?? null;
    return (
      <LockedProfile
        name={model.name}
        district={model.locationName}
        cardImage={teaser}
        viewerKind={viewerKind(viewer)}
        profilePath={path}
      />
    );
  }

  const photos = await getGalleryForViewer(model, viewer);
  const lockedPhotoNotice =
    model.allPhotosPublic || seesPaidPhotos(viewer)
      ? null
      : viewer.userId
        ? "More photos of this model are available to subscribers."
        : "More photos of this model are available to subscribed members. Sign in to see them.";
  return <ModelProfileView model={model} photos={photos} lockedPhotoNotice={lockedPhotoNotice} />;
}
