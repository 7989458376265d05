"use client";

import { LanguagesIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { setAdminLocale } from "@/features/admin/actions";
import { LOCALES, type AppLocale } from "@/i18n/config";
import { useAdminAction } from "@/features/admin/use-admin-action";

const SHORT: Record<AppLocale, string> = { "en-GB": "EN", "pt-BR": "PT" };

/** The admin's language (en-GB or pt-BR), saved on their account and in a cookie. */
export function LanguageSwitch() {
  const callAdmin = useAdminAction();
  const t = useTranslations("adminShell.shell");
  const locale = useLocale() as AppLocale;
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(next: AppLocale) {
    if (next === locale) return;
    startTransition(async () => {
      const result = await callAdmin(setAdminLocale, { locale: next });
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      document.documentElement.lang = next;
      router.refresh();
    });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="h-10 gap-2 px-2.5 text-muted-foreground hover:text-foreground" disabled={pending}>
          <LanguagesIcon aria-hidden="true" />
          <span aria-hidden="true" className="text-xs font-semibold tracking-wider">
            {SHORT[locale]}
          </span>
          <span className="sr-only">
            {t("language")}: {t(`locales.${locale}`)}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuLabel>{t("language")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={locale} onValueChange={(value) => choose(value as AppLocale)}>
          {LOCALES.map((option) => (
            <DropdownMenuRadioItem key={option} value={option} lang={option}>
              {t(`locales.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
