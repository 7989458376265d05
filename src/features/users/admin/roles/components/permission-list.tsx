"use client";

import { useTranslations } from "next-intl";
import type { UserPermission } from "../list-query";

/** Permissions as readable names (never their dotted keys), in a compact list. */
export function PermissionList({ permissions, emptyText }: { permissions: readonly UserPermission[]; emptyText: string }) {
  const t = useTranslations("adminUsers.roles.matrix.names");
  if (permissions.length === 0) return <p className="text-xs text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-4 text-xs text-muted-foreground">
      {permissions.map((permission) => (
        <li key={permission.permissionName}>{t(permission.permissionName)}</li>
      ))}
    </ul>
  );
}
