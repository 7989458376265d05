"use client";

import { CrownIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { isMemberRole } from "@/features/access/permissions";
import type { AccountKind } from "../../kind";
import type { AdminUserRecord } from "../list-query";

/**
 * Role badges: team default, member secondary, any other outline.
 * Admin is not the usual destructive: red is "Rejected" in the status
 * column beside it, and an admin is not a warning. It is a gold outline with
 * a crown, the mark of the Make admin button.
 */
const ROLE_VARIANT = { admin: "outline", team: "default", member: "secondary", user: "outline" } as const;
/** Status badges: approved default, pending secondary, rejected destructive. */
const STATUS_VARIANT = { approved: "default", pending: "secondary", rejected: "destructive" } as const;

/** A role as the role screen shows it: the two members' roles are both "Member" and look alike (decision 036). */
export function RoleBadge({ role }: { role: AdminUserRecord["role"] }) {
  const t = useTranslations("adminUsers.role");
  if (role === "admin") return <AdminBadge label={t(role)} />;
  return <Badge variant={ROLE_VARIANT[isMemberRole(role) ? "user" : role] ?? "outline"}>{t(role)}</Badge>;
}

/** What the account is, in the public site's words: staff as their role, members by subscription and exclusivity. */
export function KindBadge({ kind }: { kind: AccountKind }) {
  const t = useTranslations("adminUsers.kind");
  if (kind === "admin") return <AdminBadge label={t(kind)} />;
  const variant = kind === "team" ? ROLE_VARIANT[kind] : kind === "member" ? "outline" : "secondary";
  return <Badge variant={variant}>{t(kind)}</Badge>;
}

function AdminBadge({ label }: { label: string }) {
  return (
    <Badge variant="outline" className="border-gold/60 text-gold">
      <CrownIcon aria-hidden="true" />
      {label}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: AdminUserRecord["status"] }) {
  const t = useTranslations("adminUsers.status");
  return <Badge variant={STATUS_VARIANT[status] ?? "outline"}>{t(status)}</Badge>;
}
