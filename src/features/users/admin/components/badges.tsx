"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { AdminUserRecord } from "../list-query";

/** Spec §6: role badges admin destructive, team default, member secondary, any other outline. */
const ROLE_VARIANT = { admin: "destructive", team: "default", member: "secondary", user: "outline" } as const;
/** Spec §6: status badges approved default, pending secondary, rejected destructive. */
const STATUS_VARIANT = { approved: "default", pending: "secondary", rejected: "destructive" } as const;

export function RoleBadge({ role }: { role: AdminUserRecord["role"] }) {
  const t = useTranslations("adminUsers.role");
  return <Badge variant={ROLE_VARIANT[role] ?? "outline"}>{t(role)}</Badge>;
}

export function StatusBadge({ status }: { status: AdminUserRecord["status"] }) {
  const t = useTranslations("adminUsers.status");
  return <Badge variant={STATUS_VARIANT[status] ?? "outline"}>{t(status)}</Badge>;
}
