"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { FieldMessages, FormField } from "@/features/admin/components/form-field";
import { useAdminAction } from "@/features/admin/use-admin-action";
import type { AdminUserRecord } from "../../list-query";
import { RoleBadge } from "../../components/badges";
import { getUserPermissions } from "../actions";
import type { UserPermission } from "../list-query";
import { isMemberRole, memberRoleFor, type RoleGrants } from "../rules";
import { PermissionList } from "./permission-list";

type Role = AdminUserRecord["role"];

/**
 * Role change: the account and a new role are both required (the
 * Update button waits for both), the note is optional and sent as null when
 * empty. Shows what the account holds now (get_user_permissions) and what
 * the chosen role would give it. The roles offered are Member, Team and
 * Admin: "Member" stands for both members' roles, and an account goes to
 * the one that fits it (memberRoleFor; decision 036). On success the caller shows 'User role
 * updated to {role}', refreshes the lists, and the dialog closes and clears;
 * on a refusal it stays open with what was chosen.
 */
export function ChangeRoleDialog({
  account,
  grants,
  allPermissions,
  onClose,
  onSubmit,
}: {
  account: AdminUserRecord | null;
  grants: RoleGrants;
  allPermissions: readonly UserPermission[];
  onClose: () => void;
  /** Resolves true when the role was changed. */
  onSubmit: (input: { targetUserId: string; newRole: Role; adminNotes: string | null }) => Promise<boolean>;
}) {
  const t = useTranslations("adminUsers.roles.dialog");
  const tRole = useTranslations("adminUsers.role");
  const tClose = useTranslations("adminUsers.subscription");
  const callAdmin = useAdminAction();
  const [newRole, setNewRole] = useState<Role | "">("");
  const [notes, setNotes] = useState("");
  const [pending, setPending] = useState(false);
  const [loaded, setLoaded] = useState<{ accountId: string; permissions: UserPermission[] } | null>(null);

  const accountId = account?.id;
  // What this account holds, once its own answer has come (never the previous account's).
  const current = loaded && loaded.accountId === accountId ? loaded.permissions : null;
  useEffect(() => {
    if (!accountId) return;
    let live = true;
    // A failed load yields an empty list.
    void callAdmin(getUserPermissions, { userId: accountId }).then((result) => {
      if (live) setLoaded({ accountId, permissions: result.ok ? result.data : [] });
    });
    return () => {
      live = false;
    };
  }, [accountId, callAdmin]);

  function close() {
    setNewRole("");
    setNotes("");
    onClose();
  }

  async function submit() {
    if (!account || !newRole) return;
    setPending(true);
    try {
      if (await onSubmit({ targetUserId: account.id, newRole, adminNotes: notes.trim() ? notes : null })) close();
    } finally {
      setPending(false);
    }
  }

  const after = newRole ? permissionsOfRole(newRole, grants, allPermissions) : null;

  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && !pending && close()}>
      <DialogContent closeLabel={tClose("close")} className="max-h-[90dvh] overflow-y-auto">
        {account ? (
          <FieldMessages namespace="adminUsers.roles">
            <DialogHeader>
              <DialogTitle>{t("title")}</DialogTitle>
              <DialogDescription>{t("description")}</DialogDescription>
            </DialogHeader>
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <div className="flex flex-col gap-1">
                <span className="text-sm font-medium">{t("user")}</span>
                <span className="flex flex-wrap items-center gap-2 break-all text-sm">
                  {account.email} <RoleBadge role={account.role} />
                </span>
              </div>
              <FormField id="role-change-role" label={t("newRole")} required>
                {(a11y) => (
                  <Select value={newRole} onValueChange={(value) => setNewRole(value as Role)}>
                    <SelectTrigger {...a11y} aria-labelledby="role-change-role-label">
                      <SelectValue placeholder={t("chooseRole")} />
                    </SelectTrigger>
                    <SelectContent>
                      {roleChoices(account).map(({ role, current }) => (
                        <SelectItem key={role} value={role} disabled={current}>
                          {tRole(role)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FormField>
              <FormField id="role-change-notes" label={t("notes")}>
                {(a11y) => (
                  <Textarea {...a11y} rows={3} maxLength={1000} placeholder={t("notesPlaceholder")} value={notes} onChange={(event) => setNotes(event.target.value)} />
                )}
              </FormField>
              <div className="grid gap-3 sm:grid-cols-2">
                <section aria-label={t("current")} className="flex flex-col gap-2">
                  <h3 className="text-sm font-medium">{t("current")}</h3>
                  {current === null ? (
                    <p className="text-xs text-muted-foreground">{t("currentLoading")}</p>
                  ) : (
                    <PermissionList permissions={current} emptyText={t("currentNone")} />
                  )}
                </section>
                {after ? (
                  <section aria-label={t("after")} className="flex flex-col gap-2">
                    <h3 className="text-sm font-medium">{t("after")}</h3>
                    <PermissionList permissions={after} emptyText={t("currentNone")} />
                  </section>
                ) : null}
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" disabled={pending} onClick={close}>
                  {t("cancel")}
                </Button>
                <Button type="submit" disabled={pending || !newRole}>
                  {pending ? t("saving") : t("save")}
                </Button>
              </DialogFooter>
            </form>
          </FieldMessages>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Member (the members' role that fits the account), Team and Admin; the one it holds is shown but not offered. */
function roleChoices(account: AdminUserRecord): { role: Role; current: boolean }[] {
  return [
    { role: memberRoleFor(account), current: isMemberRole(account.role) },
    { role: "team", current: account.role === "team" },
    { role: "admin", current: account.role === "admin" },
  ];
}

/** What a role holds under the matrix on screen: everything for admins, the matrix for team, nothing for members. */
function permissionsOfRole(role: Role, grants: RoleGrants, allPermissions: readonly UserPermission[]): UserPermission[] {
  if (role === "admin") return [...allPermissions];
  if (role !== "team") return [];
  return allPermissions.filter((permission) => grants.team.includes(permission.permissionName));
}
