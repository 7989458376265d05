"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAdminAction } from "@/features/admin/use-admin-action";
import type { AdminUserRecord } from "../../list-query";
import { updateUserRoleWithAudit } from "../actions";
import type { RoleListParams } from "../list-params";
import type { UserPermission } from "../list-query";
import type { RoleGrants } from "../rules";
import { ChangeRoleDialog } from "./change-role-dialog";
import { PermissionMatrix } from "./permission-matrix";
import { RoleAccounts, type RoleAccountsPage } from "./role-accounts";

/** User & Role Management: the accounts with the Change Role dialog, and the roles × permissions matrix. */
export function RolesScreen({
  list,
  params,
  viewerId,
  permissions,
  grants,
  matrixVersion,
  staleMemberGrants,
  canEditMatrix,
}: {
  list: RoleAccountsPage;
  params: RoleListParams;
  viewerId: string;
  permissions: readonly UserPermission[];
  grants: RoleGrants;
  matrixVersion: string;
  staleMemberGrants: number;
  canEditMatrix: boolean;
}) {
  const t = useTranslations("adminUsers.roles");
  const tRole = useTranslations("adminUsers.role");
  const router = useRouter();
  const callAdmin = useAdminAction();
  const [changing, setChanging] = useState<AdminUserRecord | null>(null);

  async function changeRole(input: { targetUserId: string; newRole: AdminUserRecord["role"]; adminNotes: string | null }): Promise<boolean> {
    const result = await callAdmin(updateUserRoleWithAudit, input);
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    toast.success(t("toasts.roleUpdated", { role: tRole(result.data.role) }));
    router.refresh();
    return true;
  }

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t("accounts.title")}</CardTitle>
          <CardDescription>{t("accounts.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <RoleAccounts list={list} params={params} viewerId={viewerId} onChangeRole={setChanging} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t("matrix.title")}</CardTitle>
          <CardDescription>{t("matrix.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <PermissionMatrix
            key={matrixVersion}
            permissions={permissions}
            initialGrants={grants}
            version={matrixVersion}
            staleMemberGrants={staleMemberGrants}
            editable={canEditMatrix}
          />
        </CardContent>
      </Card>

      <ChangeRoleDialog account={changing} grants={grants} allPermissions={permissions} onClose={() => setChanging(null)} onSubmit={changeRole} />
    </div>
  );
}
