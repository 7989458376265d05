import type { GalleryPhoto } from "@/features/gallery/select";
import type { ModelProfile } from "../queries";

const AVAILABILITY_LABEL = { available: "Available", busy: "Busy", unavailable: "Unavailable" } as const;

function formatPrice(amount: number | null): string {
  return amount === null ? "—" : `£${amount.toLocaleString("en-GB")}`;
}

/**
 * The profile as the viewer may see it. Photos arrive already filtered by the
 * access policy; `lockedPhotoNotice` explains what more membership unlocks.
 */
export function ModelProfileView({
  model,
  photos,
  lockedPhotoNotice,
}: {
  model: ModelProfile;
  photos: GalleryPhoto[];
  lockedPhotoNotice: string | null;
}) {
  const details: [string, string | null][] = [
    ["Age", model.age === null ? null : String(model.age)],
    ["Height", model.height],
    ["Measurements", model.measurements],
    ["Hair", model.hair],
    ["Eyes", model.eyes],
    ["Nationality", model.nationality],
    ["Education", model.education],
  ];
  const pricing: [string, number | null][] = [
    ["1 hour", model.pricing.oneHour],
    ["2 hours", model.pricing.twoHours],
    ["3 hours", model.pricing.threeHours],
    ["Additional hour", model.pricing.additionalHour],
  ];

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10 md:py-16">
      <header className="mb-8 flex flex-col gap-2">
        <p className="text-sm uppercase tracking-[0.2em] text-primary">{model.locationName ?? "London"}</p>
        <h1 className="font-display text-4xl md:text-5xl">{model.name}</h1>
        <p className="text-muted-foreground">
          {model.availability ? AVAILABILITY_LABEL[model.availability] : "Not set"}
          {model.price ? ` · from ${model.price}` : ""}
        </p>
      </header>

      <section aria-label="Photos" className="mb-10">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="gallery">
          {photos.map((photo, index) => (
            <li key={photo.id} className="overflow-hidden rounded-lg border border-border bg-card">
              {/* eslint-disable-next-line @next/next/no-img-element -- access-checked media route */}
              <img
                src={photo.imageUrl}
                alt={photo.caption || `${model.name}, photo ${index + 1}`}
                width={600}
                height={800}
                loading={index < 4 ? "eager" : "lazy"}
                className="aspect-[3/4] w-full object-cover"
                data-visibility={photo.visibility}
              />
              {photo.caption ? <p className="px-3 py-2 text-sm text-muted-foreground">{photo.caption}</p> : null}
            </li>
          ))}
        </ul>
        {lockedPhotoNotice ? (
          <p className="mt-4 rounded-lg border border-primary/40 bg-primary/5 px-4 py-3 text-sm" data-testid="locked-photos">
            {lockedPhotoNotice}
          </p>
        ) : null}
      </section>

      <div className="grid gap-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="flex flex-col gap-6">
          <h2 className="font-display text-2xl">About {model.name}</h2>
          <p className="leading-relaxed">{model.description}</p>
          {model.interests.length > 0 ? (
            <p>
              <span className="text-muted-foreground">Interests: </span>
              {model.interests.join(", ")}
            </p>
          ) : null}
          {model.services.length > 0 ? (
            <p>
              <span className="text-muted-foreground">Services: </span>
              {model.services.join(", ")}
            </p>
          ) : null}
        </section>
        <aside className="flex flex-col gap-6">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-border bg-card p-5 text-sm">
            {details
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <table className="w-full rounded-lg border border-border bg-card text-sm">
            <caption className="px-5 pt-4 text-left font-display text-lg">Rates</caption>
            <tbody>
              {pricing.map(([label, amount]) => (
                <tr key={label} className="border-t border-border first:border-t-0">
                  <th scope="row" className="px-5 py-2 text-left font-normal text-muted-foreground">
                    {label}
                  </th>
                  <td className="px-5 py-2 text-right">{formatPrice(amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </aside>
      </div>
    </article>
  );
}
