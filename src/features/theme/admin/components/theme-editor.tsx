"use client";

import { DownloadIcon, RotateCcwIcon, UndoIcon, UploadIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ConfirmAction } from "@/features/admin/dialog/confirm-action";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import { cn } from "@/lib/utils";
import { applyTheme, resetTheme } from "../actions";
import { contrastProblems } from "../contrast";
import { DEFAULT_THEME, THEME_CATEGORY_ORDER, THEME_VARIABLES, type Theme, type ThemeMode } from "../../defaults";
import { hexToHslTriple, hslTripleToHex, isHslTriple, normaliseHslTriple } from "@/lib/hsl";
import { parseThemeFile, serialiseTheme, THEME_FILE_MAX_BYTES } from "../transfer";
import { ThemePreview } from "./theme-preview";

const ORDER = THEME_VARIABLES.map((v) => v.name);

function copyTheme(theme: Theme): Theme {
  return { dark: { ...theme.dark }, light: { ...theme.light } };
}

function normalised(theme: Theme): Theme {
  const out = copyTheme(theme);
  for (const mode of ["dark", "light"] as const) {
    for (const name of ORDER) out[mode][name] = normaliseHslTriple(out[mode][name] ?? "");
  }
  return out;
}

function pendingCount(staged: Theme, applied: Theme): number {
  let count = 0;
  for (const mode of ["dark", "light"] as const) {
    for (const name of ORDER) if (normaliseHslTriple(staged[mode][name] ?? "") !== applied[mode][name]) count++;
  }
  return count;
}

/**
 * The theme: light and dark tabs; edits are staged, then applied.
 * Values are edited as HSL triples (or with the colour picker), previewed live,
 * and written only by Apply; export/import move both sets as JSON.
 */
export function ThemeEditor({ initial, version }: { initial: Theme; version: string | null }) {
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const t = useTranslations("adminShell.theme");
  const fieldErrors = useTranslations("adminShell.fieldErrors");
  const router = useRouter();
  const [applied, setApplied] = React.useState<Theme>(() => copyTheme(initial));
  const [staged, setStaged] = React.useState<Theme>(() => copyTheme(initial));
  const [mode, setMode] = React.useState<ThemeMode>("dark");
  const [applying, startApply] = React.useTransition();
  const [resetting, startReset] = React.useTransition();
  const fileInput = React.useRef<HTMLInputElement>(null);

  const pending = pendingCount(staged, applied);
  const busy = applying || resetting;
  // Checked on every edit; Apply asks before writing a theme that fails it (WCAG 1.4.3, AA).
  const problems = React.useMemo(() => contrastProblems(normalised(staged)), [staged]);
  const [confirmingContrast, setConfirmingContrast] = React.useState(false);
  useUnsavedChangesGuard(pending > 0, t("leaveUnsaved"));

  function setValue(targetMode: ThemeMode, name: string, value: string) {
    setStaged((current) => ({ ...current, [targetMode]: { ...current[targetMode], [name]: value } }));
  }

  function firstInvalid(): { mode: ThemeMode; name: string } | null {
    for (const m of ["dark", "light"] as const) {
      for (const name of ORDER) if (!isHslTriple(normaliseHslTriple(staged[m][name] ?? ""))) return { mode: m, name };
    }
    return null;
  }

  function apply() {
    const invalid = firstInvalid();
    if (invalid) {
      setMode(invalid.mode);
      toast.error(t("fixErrors"));
      requestAnimationFrame(() => document.getElementById(fieldId(invalid.mode, invalid.name))?.focus());
      return;
    }
    if (problems.length > 0) {
      setConfirmingContrast(true);
      return;
    }
    commitApply();
  }

  // Sends the version the page was loaded at (refreshed after each apply): someone else's newer theme is not overwritten unasked.
  function commitApply(overwrite = false) {
    setConfirmingContrast(false);
    const theme = normalised(staged);
    startApply(async () => {
      const result = await callAdmin(applyTheme, { theme, expectedVersion: version ?? undefined, overwrite });
      if (offerOverwrite(result, () => commitApply(true))) return;
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      setApplied(theme);
      setStaged(copyTheme(theme));
      toast.success(t("applied"), { description: t("appliedText") });
      // Re-renders the root layout's <style>, so this page shows the new colours too.
      router.refresh();
    });
  }

  function reset() {
    startReset(async () => {
      const result = await callAdmin(resetTheme, {});
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      setApplied(copyTheme(DEFAULT_THEME));
      setStaged(copyTheme(DEFAULT_THEME));
      toast.success(t("resetDone"));
      router.refresh();
    });
  }

  function exportTheme() {
    const blob = new Blob([serialiseTheme(normalised(staged), ORDER)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = "velvet-theme.json";
    link.click();
    URL.revokeObjectURL(url);
    toast.success(t("exported"));
  }

  async function importTheme(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const parsed = file.size > THEME_FILE_MAX_BYTES ? ({ kind: "invalid" } as const) : parseThemeFile(await file.text());
    // A file lacking both sets is silently ignored.
    if (parsed.kind === "ignored") return;
    if (parsed.kind === "invalid") {
      toast.error(t("invalidFile"));
      return;
    }
    setStaged((current) => ({
      dark: { ...current.dark, ...parsed.theme.dark },
      light: { ...current.light, ...parsed.theme.light },
    }));
    toast.success(t("imported"), { description: t("importedText") });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={exportTheme} disabled={busy}>
          <DownloadIcon aria-hidden="true" />
          {t("export")}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={busy}>
          <UploadIcon aria-hidden="true" />
          {t("import")}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={importTheme}
        />
        <ConfirmAction
          destructive
          title={t("resetTitle")}
          description={t("resetText")}
          confirmLabel={t("resetConfirm")}
          cancelLabel={t("cancel")}
          onConfirm={closeThen(reset)}
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={busy} className="sm:ml-auto">
              <RotateCcwIcon aria-hidden="true" />
              {t("reset")}
            </Button>
          }
        />
      </div>

      <Tabs value={mode} onValueChange={(value) => setMode(value as ThemeMode)}>
        <TabsList aria-label={t("modesLabel")}>
          <TabsTrigger value="dark">{t("dark")}</TabsTrigger>
          <TabsTrigger value="light">{t("light")}</TabsTrigger>
        </TabsList>
        {(["dark", "light"] as const).map((tabMode) => (
          <TabsContent key={tabMode} value={tabMode} className="mt-2">
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
              <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
                {THEME_CATEGORY_ORDER.map((category) => (
                  <fieldset key={category} className="rounded-lg border border-border bg-card p-4">
                    <legend className="px-1 font-display text-lg text-foreground">{t(`categories.${category}`)}</legend>
                    <div className="mt-1 flex flex-col gap-4">
                      {THEME_VARIABLES.filter((v) => v.category === category).map((variable) => (
                        <ColourField
                          key={variable.name}
                          id={fieldId(tabMode, variable.name)}
                          name={variable.name}
                          label={t(`vars.${variable.name}`)}
                          value={staged[tabMode][variable.name] ?? ""}
                          changed={normaliseHslTriple(staged[tabMode][variable.name] ?? "") !== applied[tabMode][variable.name]}
                          onChange={(value) => setValue(tabMode, variable.name, value)}
                          labels={{ hint: t("valueHint"), invalid: fieldErrors("invalidColour"), pick: t("pick", { name: variable.name }), changed: t("changed") }}
                        />
                      ))}
                    </div>
                  </fieldset>
                ))}
              </div>
              <div className="xl:sticky xl:top-20 xl:self-start">
                <ThemePreview
                  values={staged[tabMode]}
                  fallback={applied[tabMode]}
                  labels={{
                    title: t("preview"),
                    description: t("previewDescription", { mode: tabMode === "dark" ? t("dark") : t("light") }),
                    eyebrow: t("previewEyebrow"),
                    heading: t("previewHeading"),
                    text: t("previewText"),
                    primary: t("previewPrimary"),
                    secondary: t("previewSecondary"),
                    accent: t("previewAccent"),
                    destructive: t("previewDestructive"),
                  }}
                />
              </div>
            </div>
          </TabsContent>
        ))}
      </Tabs>

      <div
        role="region"
        aria-label={t("apply")}
        className="sticky bottom-0 z-20 -mx-4 border-t border-border bg-background/95 backdrop-blur sm:-mx-6 lg:-mx-10"
      >
        <div className="flex items-center gap-3 px-4 py-3 sm:px-6 lg:px-10">
          <div className="flex min-w-0 flex-col gap-0.5">
            <p className="min-w-0 text-xs text-muted-foreground sm:text-sm" role="status">
              {pending > 0 ? <span className="text-foreground">{t("pending", { count: pending })}</span> : t("noPending")}
            </p>
            {problems.length > 0 ? (
              <p className="min-w-0 text-xs text-amber-300 light:text-amber-800" aria-live="polite">
                {t("contrastWarning", { count: problems.length })}
              </p>
            ) : null}
          </div>
          <div className="ml-auto flex shrink-0 gap-2">
            <Button type="button" variant="ghost" onClick={() => setStaged(copyTheme(applied))} disabled={busy || pending === 0}>
              <UndoIcon aria-hidden="true" />
              <span className="hidden sm:inline">{t("discard")}</span>
              <span className="sr-only sm:hidden">{t("discard")}</span>
            </Button>
            <Button type="button" onClick={apply} disabled={busy || pending === 0}>
              {applying ? t("applying") : t("apply")}
            </Button>
          </div>
        </div>
      </div>

      <ConfirmAction
        open={confirmingContrast}
        onOpenChange={setConfirmingContrast}
        title={t("contrastTitle")}
        description={t("contrastText")}
        confirmLabel={t("contrastApplyAnyway")}
        cancelLabel={t("contrastKeepEditing")}
        onConfirm={closeThen(() => commitApply())}
      >
        <ul className="flex flex-col gap-1 text-sm">
          {problems.map((problem) => (
            <li key={`${problem.mode}${problem.text}${problem.background}`} className="font-mono text-xs">
              {t("contrastPair", { mode: t(problem.mode), text: problem.text, background: problem.background, ratio: problem.ratio.toFixed(1) })}
            </li>
          ))}
        </ul>
      </ConfirmAction>
    </div>
  );
}

/**
 * Apply and reset run in a transition whose busy state the toolbar shows
 * (its buttons disabled, "Applying..."), so their confirmation closes at once
 * instead of waiting for the answer.
 */
function closeThen(start: () => void): () => Promise<boolean> {
  return async () => {
    start();
    return true;
  };
}

function fieldId(mode: ThemeMode, name: string): string {
  return `theme-${mode}-${name.replace(/^--/, "")}`;
}

function ColourField({
  id,
  name,
  label,
  value,
  changed,
  onChange,
  labels,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  changed: boolean;
  onChange(value: string): void;
  labels: { hint: string; invalid: string; pick: string; changed: string };
}) {
  const valid = isHslTriple(normaliseHslTriple(value));
  const hex = valid ? hslTripleToHex(normaliseHslTriple(value)) : null;
  const errorId = `${id}-error`;
  return (
    <div className="grid grid-cols-[2.75rem_minmax(0,1fr)] items-start gap-3">
      <label
        className="relative mt-5 block size-11 cursor-pointer overflow-hidden rounded-md border border-input shadow-inner focus-within:ring-2 focus-within:ring-ring"
        style={{ backgroundColor: valid ? `hsl(${normaliseHslTriple(value)})` : "transparent" }}
      >
        <span className="sr-only">{labels.pick}</span>
        <input
          type="color"
          value={hex ?? "#000000"}
          onChange={(event) => {
            const triple = hexToHslTriple(event.target.value);
            if (triple) onChange(triple);
          }}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </label>
      <div className="min-w-0">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={id} className="truncate text-sm font-medium text-foreground">
            {label}
          </label>
          {changed ? (
            <Badge variant="outline" className="border-gold/40 text-gold">
              {labels.changed}
            </Badge>
          ) : null}
        </div>
        <div className="mt-1 flex items-center gap-2">
          <Input
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={!valid || undefined}
            aria-describedby={valid ? undefined : errorId}
            spellCheck={false}
            autoComplete="off"
            inputMode="decimal"
            placeholder="222 47% 11%"
            title={labels.hint}
            className={cn("h-9 font-mono text-sm", !valid && "border-destructive")}
          />
        </div>
        <p className="mt-1 font-mono text-[0.6875rem] text-muted-foreground">{name}</p>
        {valid ? null : (
          <p id={errorId} className="mt-1 text-xs text-destructive light:text-destructive">
            {labels.invalid}
          </p>
        )}
      </div>
    </div>
  );
}
