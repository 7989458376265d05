"use client";

import { ImagePlusIcon, Loader2Icon, XIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { MAX_UPLOAD_BYTES } from "@/lib/upload-limits.mjs";
import { cn } from "@/lib/utils";
import { MAX_APPLICATION_PHOTOS } from "../rules";
import {
  APPLICATION_FIELDS,
  APPLICATION_INTERESTS,
  APPLICATION_LANGUAGES,
  APPLICATION_LIMITS,
  type SubmitApplicationResult,
  type UploadPhotoResult,
} from "../schemas";

const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"];

type TextField = Exclude<(typeof APPLICATION_FIELDS)[number], "languages" | "interests" | "photos" | "confirmAdult">;

type Values = Record<TextField, string> & { languages: string[]; interests: string[]; confirmAdult: boolean; website: string };

const BLANK: Values = {
  fullName: "",
  email: "",
  phone: "",
  dateOfBirth: "",
  nationality: "",
  otherLanguage: "",
  height: "",
  measurements: "",
  dressSize: "",
  hairColor: "",
  eyeColor: "",
  tattoos: "",
  piercings: "",
  availability: "",
  locationPreference: "",
  motivation: "",
  instagramHandle: "",
  languages: [],
  interests: [],
  confirmAdult: false,
  website: "",
};

interface Photo {
  key: string;
  name: string;
  preview: string;
  state: "uploading" | "ready" | "failed";
  token?: string;
  error?: string;
}

/** Why the browser refuses a file before sending it (the server checks again, by its bytes). */
function photoProblem(file: File): string | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return "Choose a JPG, PNG or WebP photo.";
  if (file.size > MAX_UPLOAD_BYTES) return "Choose a photo smaller than 10 MB.";
  return null;
}

/** What the photo control says instead of the browser's "No file chosen". */
function photoCountText(added: number): string {
  if (added === 0) return "No photos added yet.";
  if (added >= MAX_APPLICATION_PHOTOS) return `${added} of ${MAX_APPLICATION_PHOTOS} photos added: the most you can send.`;
  return `${added} of ${MAX_APPLICATION_PHOTOS} photos added.`;
}

async function uploadPhoto(file: File): Promise<UploadPhotoResult> {
  const body = new FormData();
  body.set("photo", file);
  try {
    const response = await fetch("/api/apply/photos", { method: "POST", body });
    return (await response.json()) as UploadPhotoResult;
  } catch {
    return { ok: false, error: "The photo could not be uploaded. Check your connection and try again." };
  }
}

async function sendApplication(values: Values, tokens: string[]): Promise<SubmitApplicationResult> {
  try {
    const response = await fetch("/api/apply", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...values, photos: tokens }),
    });
    return (await response.json()) as SubmitApplicationResult;
  } catch {
    return { ok: false, error: "Your application could not be sent. Check your connection and try again; nothing you typed has been lost." };
  }
}

/**
 * The model application form (/apply). Photos go up one at a time as they
 * are chosen (each answered with a signed token); the form then sends its
 * fields and the tokens. A refusal marks the fields to fix and keeps every
 * value and photo, so nothing typed is lost.
 */
export function ApplyForm({ districts }: { districts: readonly string[] }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(BLANK);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previews = useRef<string[]>([]);

  // Object URLs are freed when the form goes away.
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));
  const toggle = (name: "languages" | "interests", option: string, on: boolean) =>
    setValues((current) => ({ ...current, [name]: on ? [...current[name], option] : current[name].filter((item) => item !== option) }));

  async function addPhotos(files: FileList | null) {
    if (!files?.length) return;
    const room = MAX_APPLICATION_PHOTOS - photos.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    if (files.length > room) setErrors((current) => ({ ...current, photos: `Add at most ${MAX_APPLICATION_PHOTOS} photos.` }));
    const added = chosen.map((file): Photo & { file: File } => {
      const preview = URL.createObjectURL(file);
      previews.current.push(preview);
      const problem = photoProblem(file);
      return { key: `${Date.now()}-${Math.random()}`, name: file.name, preview, state: problem ? "failed" : "uploading", error: problem ?? undefined, file };
    });
    setPhotos((current) => [...current, ...added.map(({ file: _file, ...photo }) => photo)]);
    if (fileInput.current) fileInput.current.value = "";
    for (const photo of added) {
      if (photo.state === "failed") continue;
      const result = await uploadPhoto(photo.file);
      setPhotos((current) =>
        current.map((item) =>
          item.key === photo.key ? (result.ok ? { ...item, state: "ready", token: result.token } : { ...item, state: "failed", error: result.error }) : item,
        ),
      );
    }
  }

  function removePhoto(key: string) {
    setPhotos((current) => current.filter((photo) => photo.key !== key));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (photos.some((photo) => photo.state === "uploading")) {
      setFormError("Please wait until your photos have finished uploading.");
      return;
    }
    setSending(true);
    setFormError(null);
    const tokens = photos.flatMap((photo) => (photo.state === "ready" && photo.token ? [photo.token] : []));
    const result = await sendApplication(values, tokens);
    if (result.ok) {
      router.push("/apply/thanks");
      return;
    }
    setSending(false);
    setErrors(result.fieldErrors ?? {});
    setFormError(result.error);
    // After React has drawn the messages: the first field to fix gets the focus.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  const text = (name: TextField) => ({ name, value: values[name], error: errors[name], onChange: (value: string) => set(name, value) });
  const uploading = photos.some((photo) => photo.state === "uploading");

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-10" aria-describedby={formError ? "apply-form-error" : undefined}>
      {formError ? (
        <Alert variant="destructive" id="apply-form-error" role="alert">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}

      <Section title="About you" description="Fields marked * are required. Your contact details are encrypted and seen only by the team that reviews applications.">
        <TextInput label="Full name" autoComplete="name" maxLength={APPLICATION_LIMITS.fullName} required {...text("fullName")} />
        <TextInput label="Email" type="email" autoComplete="email" maxLength={APPLICATION_LIMITS.email} required {...text("email")} />
        <TextInput label="Phone" type="tel" autoComplete="tel" maxLength={APPLICATION_LIMITS.phone} required {...text("phone")} />
        <TextInput label="Date of birth" type="date" autoComplete="bday" required hint="You must be 18 or over to apply." {...text("dateOfBirth")} />
        <TextInput label="Nationality" maxLength={APPLICATION_LIMITS.nationality} {...text("nationality")} />
        <TextInput label="Instagram handle" maxLength={APPLICATION_LIMITS.instagramHandle} hint="Optional, for example @yourname." {...text("instagramHandle")} />
      </Section>

      <Section title="Languages">
        <Choices legend="Languages you speak" options={APPLICATION_LANGUAGES} picked={values.languages} onToggle={(option, on) => toggle("languages", option, on)} error={errors.languages} />
        <TextInput label="Other language" maxLength={APPLICATION_LIMITS.otherLanguage} {...text("otherLanguage")} />
      </Section>

      <Section title="Appearance">
        <TextInput label="Height" maxLength={APPLICATION_LIMITS.height} hint={`For example 5'7" or 170 cm.`} {...text("height")} />
        <TextInput label="Measurements" maxLength={APPLICATION_LIMITS.measurements} hint="For example 34-26-36." {...text("measurements")} />
        <TextInput label="Dress size" maxLength={APPLICATION_LIMITS.dressSize} {...text("dressSize")} />
        <TextInput label="Hair colour" maxLength={APPLICATION_LIMITS.hairColor} {...text("hairColor")} />
        <TextInput label="Eye colour" maxLength={APPLICATION_LIMITS.eyeColor} {...text("eyeColor")} />
        <TextInput label="Tattoos" maxLength={APPLICATION_LIMITS.tattoos} hint="Where, and how large; or none." {...text("tattoos")} />
        <TextInput label="Piercings" maxLength={APPLICATION_LIMITS.piercings} {...text("piercings")} />
      </Section>

      <Section title="Interests and availability">
        <Choices legend="Interests" options={APPLICATION_INTERESTS} picked={values.interests} onToggle={(option, on) => toggle("interests", option, on)} error={errors.interests} />
        <SelectInput label="Where in London you would prefer to work" options={districts} blank="Anywhere in London" {...text("locationPreference")} />
        <TextArea label="Availability" maxLength={APPLICATION_LIMITS.availability} hint="Days and times that usually suit you." {...text("availability")} />
        <TextArea label="Why would you like to join?" maxLength={APPLICATION_LIMITS.motivation} required rows={6} {...text("motivation")} />
      </Section>

      <Section title="Photos" description={`Up to ${MAX_APPLICATION_PHOTOS} recent photos of yourself: JPG, PNG or WebP, at most 10 MB each. They are private: only our team sees them.`}>
        <div className="sm:col-span-2">
          {/*
            The file input stays the focusable control, out of sight: its own
            text ("No file chosen") is wrong once photos have gone up, and
            the list below already says what was added. Its label is the button.
          */}
          <input
            ref={fileInput}
            id="apply-photos"
            type="file"
            accept={ACCEPTED_TYPES.join(",")}
            multiple
            disabled={photos.length >= MAX_APPLICATION_PHOTOS}
            aria-invalid={errors.photos ? true : undefined}
            aria-describedby={errors.photos ? "apply-photos-error" : "apply-photos-count"}
            onChange={(event) => void addPhotos(event.target.files)}
            className="peer sr-only"
          />
          <label
            htmlFor="apply-photos"
            className={cn(
              buttonVariants({ variant: "outline" }),
              "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:pointer-events-none peer-disabled:opacity-50",
            )}
          >
            <ImagePlusIcon aria-hidden="true" />
            Add photos
          </label>
          <p id="apply-photos-count" className="mt-2 text-sm text-muted-foreground">
            {photoCountText(photos.length)}
          </p>
          {errors.photos ? (
            <p id="apply-photos-error" className="mt-2 text-sm text-destructive">
              {errors.photos}
            </p>
          ) : null}
          {photos.length > 0 ? (
            <ul aria-label="Your photos" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {photos.map((photo, index) => (
                <li key={photo.key} className="relative overflow-hidden rounded-md border border-border">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (object URL), not a site image */}
                  <img src={photo.preview} alt={`Photo ${index + 1}`} className="aspect-[3/4] w-full object-cover" />
                  <div className="flex items-center justify-between gap-2 p-2 text-xs">
                    <span role="status" className={cn(photo.state === "failed" ? "text-destructive" : "text-muted-foreground")}>
                      {photo.state === "uploading" ? (
                        <>
                          <Loader2Icon aria-hidden="true" className="mr-1 inline size-3 animate-spin" />
                          Uploading…
                        </>
                      ) : photo.state === "ready" ? (
                        "Uploaded"
                      ) : (
                        photo.error
                      )}
                    </span>
                    <Button type="button" variant="ghost" size="icon" aria-label={`Remove photo ${index + 1}`} onClick={() => removePhoto(photo.key)}>
                      <XIcon aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Section>

      {/* The honeypot: out of sight and out of the tab order; people leave it empty. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="apply-website">Website</label>
        <input id="apply-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={(event) => set("website", event.target.value)} />
      </div>

      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <input
            id="apply-confirm"
            type="checkbox"
            className="mt-1 size-4 accent-[hsl(var(--gold))]"
            checked={values.confirmAdult}
            aria-invalid={errors.confirmAdult ? true : undefined}
            aria-describedby={errors.confirmAdult ? "apply-confirm-error" : undefined}
            onChange={(event) => set("confirmAdult", event.target.checked)}
          />
          <Label htmlFor="apply-confirm" className="leading-relaxed font-normal">
            I am 18 or over, and I have read the{" "}
            <Link href="/privacy" className="text-gold underline underline-offset-4">
              privacy policy
            </Link>
            , which explains how my application is kept.
          </Label>
        </div>
        {errors.confirmAdult ? (
          <p id="apply-confirm-error" className="text-sm text-destructive">
            {errors.confirmAdult}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={sending || uploading} className="self-start">
          {sending ? "Sending…" : "Send application"}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div>
        <h2 id={id} className="font-display text-2xl text-foreground">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

interface FieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
}

/** Ids for a field's label, hint and error, so assistive technology reads them together. */
function useFieldIds(name: string, hint?: string, error?: string) {
  const id = `${useId()}-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined };
}

function FieldNotes({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A visible "*" after a required field's label; the input itself carries `required` for assistive technology. */
function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className="ml-0.5 text-primary">
      *
    </span>
  ) : null;
}

function TextInput({ label, name, value, error, hint, onChange, ...props }: FieldProps & Omit<React.ComponentProps<"input">, "onChange" | "value" | "name">) {
  const ids = useFieldIds(name, hint, error);
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={ids.id}>
        {label}
        <RequiredMark required={props.required} />
      </Label>
      <Input id={ids.id} name={name} value={value} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} onChange={(event) => onChange(event.target.value)} {...props} />
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

function TextArea({ label, name, value, error, hint, onChange, ...props }: FieldProps & Omit<React.ComponentProps<"textarea">, "onChange" | "value" | "name">) {
  const ids = useFieldIds(name, hint, error);
  return (
    <div className="grid content-start gap-2 sm:col-span-2">
      <Label htmlFor={ids.id}>
        {label}
        <RequiredMark required={props.required} />
      </Label>
      <Textarea id={ids.id} name={name} value={value} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} onChange={(event) => onChange(event.target.value)} {...props} />
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

function SelectInput({ label, name, value, error, hint, onChange, options, blank }: FieldProps & { options: readonly string[]; blank: string }) {
  const ids = useFieldIds(name, hint, error);
  return (
    <div className="grid content-start gap-2 sm:col-span-2">
      <Label htmlFor={ids.id}>{label}</Label>
      <select
        id={ids.id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
        className="flex h-11 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      >
        <option value="">{blank}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

function Choices({ legend, options, picked, onToggle, error }: { legend: string; options: readonly string[]; picked: string[]; onToggle: (option: string, on: boolean) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-3 flex flex-wrap gap-x-5 gap-y-3">
        {options.map((option) => (
          <label key={option} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-[hsl(var(--gold))]" checked={picked.includes(option)} onChange={(event) => onToggle(option, event.target.checked)} />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
