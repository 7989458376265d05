"use client";

import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { useMessageRef } from "../use-message-ref";

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
}

const MessagesNamespace = createContext<string | undefined>(undefined);

/**
 * For a form whose schema still names some messages by a key relative to its
 * own catalogue ("faq.errors.questionRequired"): the fields inside translate
 * those keys in `namespace`. Admin message references need no provider.
 */
export function FieldMessages({ namespace, children }: { namespace: string; children: ReactNode }) {
  return <MessagesNamespace.Provider value={namespace}>{children}</MessagesNamespace.Provider>;
}

/**
 * One labelled form control of the back office, with its hint, a counter and
 * its error. The hint and the error are tied to the control through
 * aria-describedby, the control is marked aria-invalid while the error shows
 * and aria-required when the field is required. The error may be a message
 * reference (translated here) or text.
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
  label: ReactNode;
  hint?: ReactNode;
  /** A message reference from the schema or the action, or a text. */
  error?: string;
  /** Shown at the end of the label row, e.g. a CharCounter. */
  counter?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorText = useMessageRef(useContext(MessagesNamespace))(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errorText ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control: FieldControlProps = {
    id,
    ...(errorText ? { "aria-invalid": true } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(required ? { "aria-required": true } : {}),
  };
  return (
    <div className={cn("flex min-w-0 flex-col gap-2", className)}>
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
      {children(control)}
      {hint ? (
        <p id={hintId} className="text-xs leading-relaxed text-muted-foreground">
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

/**
 * "42/60": a character counter. Inside the recommended range it is quiet,
 * outside it turns amber, past the hard limit red (recommended: title
 * 30–60, description 120–160).
 */
export function CharCounter({
  length,
  max,
  recommended,
  className,
  ...props
}: {
  length: number;
  max: number;
  recommended?: readonly [number, number];
} & Omit<ComponentProps<"span">, "children">) {
  const over = length > max;
  const outside = recommended ? length > 0 && (length < recommended[0] || length > recommended[1]) : false;
  return (
    <span
      {...props}
      className={cn(
        "text-xs tabular-nums",
        over ? "font-medium text-red-300 light:text-destructive" : outside ? "text-amber-300 light:text-amber-800" : "text-muted-foreground",
        className,
      )}
    >
      {length}/{max}
    </span>
  );
}
