"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { isMemberRole } from "@/features/access/permissions";
import type { AccountKind } from "../../kind";
import type { AdminUserRecord } from "../list-query";

/** Spec §6: role badges admin destructive, team default, member secondary, any other outline. */
const ROLE_VARIANT = { admin: "destructive", team: "default", member: "secondary", user: "outline" } as const;
/** Spec §6: status badges approved default, pending secondary, rejected destructive. */
const STATUS_VARIANT = { approved: "default", pending: "secondary", rejected: "destructive" } as const;

/** A role as the role screen shows it: the two members' roles are both "Member" and look alike (decision 036). */
export function RoleBadge({ role }: { role: AdminUserRecord["role"] }) {
  const t = useTranslations("adminUsers.role");
  return <Badge variant={ROLE_VARIANT[isMemberRole(role) ? "user" : role] ?? "outline"}>{t(role)}</Badge>;
}

/** What the account is, in the public site's words: staff as their role, members by subscription and exclusivity. */
export function KindBadge({ kind }: { kind: AccountKind }) {
  const t = useTranslations("adminUsers.kind");
  const variant = kind === "admin" || kind === "team" ? ROLE_VARIANT[kind] : kind === "member" ? "outline" : "secondary";
  return <Badge variant={variant}>{t(kind)}</Badge>;
}

export function StatusBadge({ status }: { status: AdminUserRecord["status"] }) {
  const t = useTranslations("adminUsers.status");
  return <Badge variant={STATUS_VARIANT[status] ?? "outline"}>{t(status)}</Badge>;
}
