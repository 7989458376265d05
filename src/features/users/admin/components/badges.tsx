"use client";

import { CrownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { AdminUserRecord } from "../list-query";

/**
 * Spec §6: role badges team default, member secondary, any other outline.
 * Admin departs from the spec's destructive: red is "Rejected" in the status
 * column beside it, and an admin is not a warning. It is a gold outline with
 * a crown, the mark of the Make admin button.
 */
const ROLE_VARIANT = { admin: "outline", team: "default", member: "secondary", user: "outline" } as const;
/** Spec §6: status badges approved default, pending secondary, rejected destructive. */
const STATUS_VARIANT = { approved: "default", pending: "secondary", rejected: "destructive" } as const;

export function RoleBadge({ role }: { role: AdminUserRecord["role"] }) {
  const t = useTranslations("adminUsers.role");
  if (role === "admin") {
    return (
      <Badge variant="outline" className="border-gold/60 text-gold">
        <CrownIcon aria-hidden="true" />
        {t(role)}
      </Badge>
    );
  }
  return <Badge variant={ROLE_VARIANT[role] ?? "outline"}>{t(role)}</Badge>;
}

export function StatusBadge({ status }: { status: AdminUserRecord["status"] }) {
  const t = useTranslations("adminUsers.status");
  return <Badge variant={STATUS_VARIANT[status] ?? "outline"}>{t(status)}</Badge>;
}
