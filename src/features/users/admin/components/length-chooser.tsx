"use client";

import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormField } from "@/features/admin/components/form-field";
import { formatDay } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { londonToday, SUBSCRIPTION_LENGTHS, subscriptionEnd, type SubscriptionChoice, type SubscriptionLength } from "../../subscription-dates";

/**
 * The subscription length picker: 1 week, 1 month, 6 months, 1 year, a
 * chosen day or no end, as radio buttons, with the end it will give (the
 * same calculation the action makes, so what is shown is what is saved).
 */
export function LengthChooser({
  idPrefix,
  choice,
  onChange,
  currentEnd,
  untilError,
}: {
  idPrefix: string;
  choice: SubscriptionChoice;
  onChange: (choice: SubscriptionChoice) => void;
  /** The running subscription's end, that a length counts from; undefined for a bulk change (each account its own). */
  currentEnd?: Date | null;
  untilError?: string;
}) {
  const t = useTranslations("adminUsers.subscription");
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("length")}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {SUBSCRIPTION_LENGTHS.map((length) => (
            <Label
              key={length}
              htmlFor={`${idPrefix}-${length}`}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 font-normal",
                choice.length === length ? "border-gold/70 bg-gold/10" : "border-border",
              )}
            >
              <input
                id={`${idPrefix}-${length}`}
                type="radio"
                name={`${idPrefix}-length`}
                value={length}
                checked={choice.length === length}
                onChange={() => onChange({ length: length as SubscriptionLength, until: choice.until })}
                className="size-4 accent-[hsl(var(--gold))]"
              />
              {t(`lengths.${length}`)}
            </Label>
          ))}
        </div>
      </fieldset>
      {choice.length === "date" ? (
        <FormField id={`${idPrefix}-until`} label={t("until")} error={untilError}>
          {(a11y) => (
            <Input {...a11y} type="date" min={londonToday()} value={choice.until ?? ""} onChange={(event) => onChange({ length: "date", until: event.target.value })} />
          )}
        </FormField>
      ) : null}
      {currentEnd !== undefined ? (
        <EndPreview choice={choice} currentEnd={currentEnd} />
      ) : choice.length !== "date" && choice.length !== "none" ? (
        <p className="text-xs text-muted-foreground">{t("fromCurrentEnd")}</p>
      ) : null}
    </div>
  );
}

function EndPreview({ choice, currentEnd }: { choice: SubscriptionChoice; currentEnd: Date | null }) {
  const t = useTranslations("adminUsers.subscription");
  let text: string;
  try {
    const end = subscriptionEnd(choice, currentEnd);
    text = end ? t("preview", { date: formatDay(end) }) : t("previewOpen");
  } catch {
    // A chosen-day length without a valid day yet.
    text = t("previewPending");
  }
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {text}
    </p>
  );
}
