"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { fieldErrorKey } from "../text-fields";

/** The props a control needs to be tied to its label, hint and error (aria-invalid, aria-describedby). */
export interface ControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
  "aria-required"?: boolean;
}

/**
 * One labelled form control with its hint, character counter and error,
 * announced to assistive technology through aria-describedby.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  counter,
  required,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** A message key from the schema ("required", "tooLong:60") or an already translated text. */
  error?: string;
  counter?: React.ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const errorText = useErrorText()(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id} id={`${id}-label`}>
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-primary">
              *
            </span>
          ) : null}
        </Label>
        {counter}
      </div>
      {children({ id, "aria-invalid": Boolean(errorText), "aria-describedby": describedBy, ...(required ? { "aria-required": true } : {}) })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className="text-sm text-red-300 light:text-destructive" data-slot="field-error">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/** Turns a schema message key into the admin's language; unknown texts pass through unchanged. */
export function useErrorText() {
  const t = useTranslations("adminModels.errors");
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const { key, value } = fieldErrorKey(message);
    if (!/^[A-Za-z]+$/.test(key)) return message;
    return t.has(key) ? t(key, { max: value ?? 0 }) : message;
  };
}

/**
 * "42/60": a character counter. Inside the recommended range it is quiet,
 * outside it turns amber, past the hard limit red (spec §5: title 30–60,
 * description 120–160).
 */
export function CharCounter({
  length,
  max,
  recommended,
  id,
}: {
  length: number;
  max: number;
  recommended?: readonly [number, number];
  id?: string;
}) {
  const over = length > max;
  const outside = recommended ? length > 0 && (length < recommended[0] || length > recommended[1]) : false;
  return (
    <span
      id={id}
      className={cn(
        "text-xs tabular-nums",
        over ? "font-medium text-red-300 light:text-destructive" : outside ? "text-amber-300 light:text-amber-800" : "text-muted-foreground",
      )}
    >
      {length}/{max}
    </span>
  );
}
