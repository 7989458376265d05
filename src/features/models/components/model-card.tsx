import { getPublicImagePolicy } from "@/features/images/public-policy";
import type { ModelCard as ModelCardData } from "../list";
import { toModelCardView } from "../card-view";
import { ModelCardList } from "./model-card-list";

export { AVAILABILITY_LABELS, AVAILABILITY_UNSET_CARD_LABEL, availabilityLabel } from "../availability";

/**
 * A grid of model cards. The listing's rows become small view objects here,
 * on the server, and the client grid draws them (card-view.ts says why).
 */
export async function ModelCardGrid({ models, priorityCount = 0, className }: { models: ModelCardData[]; priorityCount?: number; className?: string }) {
  const policy = await getPublicImagePolicy();
  return <ModelCardList cards={models.map((card) => toModelCardView(card, policy))} priorityCount={priorityCount} className={className} />;
}
