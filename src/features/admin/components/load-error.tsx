"use client";

import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useTransition } from "react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/**
 * What a screen shows when its server read failed: its load-error message as a
 * destructive toast (once) and inline, with a way to try again.
 */
export function LoadError({ message }: { message: string }) {
  const t = useTranslations("adminModels.common");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const toasted = useRef(false);

  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    toast.error(message);
  }, [message]);

  return (
    <Alert variant="destructive">
      <AlertCircleIcon aria-hidden="true" className="mt-0.5 text-red-300 light:text-destructive" />
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <AlertTitle>{message}</AlertTitle>
          <AlertDescription className="text-muted-foreground">{t("loadErrorHint")}</AlertDescription>
        </div>
        <Button variant="outline" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
          <RotateCwIcon aria-hidden="true" className={pending ? "animate-spin" : undefined} />
          {t("retry")}
        </Button>
      </div>
    </Alert>
  );
}
