"use client";

import { CheckIcon, InfoIcon, LockIcon, RotateCcwIcon, SaveIcon, TriangleAlertIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Fragment, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useAdminAction } from "@/features/admin/use-admin-action";
import { useConflictToast } from "@/features/admin/use-conflict-toast";
import { useUnsavedChangesGuard } from "@/features/admin/use-unsaved-changes";
import type { PermissionName } from "@/features/access/permissions";
import { saveRolePermissions } from "../actions";
import type { UserPermission } from "../list-query";
import { isGrantable, MATRIX_ROLES, normaliseGrants, sameGrants, type MatrixRole, type RoleGrants } from "../rules";

/**
 * The roles × permissions matrix: team's column (admins hold every
 * permission, so their column is shown, ticked and locked). Members have no
 * column: back-office rights are for staff only, and the screen says so and
 * how to give someone access (decision 036). Admins edit it;
 * anyone else who may manage users sees it read-only. A save sends the
 * version it loaded: a save over someone else's newer one is refused with
 * who made it, and offers Reload or Overwrite.
 */
export function PermissionMatrix({
  permissions,
  initialGrants,
  version,
  staleMemberGrants,
  editable,
}: {
  permissions: readonly UserPermission[];
  initialGrants: RoleGrants;
  version: string;
  /** Grants an earlier matrix gave members: inert, removed by the next save. */
  staleMemberGrants: number;
  editable: boolean;
}) {
  const t = useTranslations("adminUsers.roles.matrix");
  const tRole = useTranslations("adminUsers.role");
  const router = useRouter();
  const callAdmin = useAdminAction();
  const offerOverwrite = useConflictToast();
  const [saved, setSaved] = useState({ grants: initialGrants, version });
  const [grants, setGrants] = useState(initialGrants);
  const [pending, setPending] = useState(false);
  const dirty = !sameGrants(normaliseGrants(grants), saved.grants);
  useUnsavedChangesGuard(dirty, t("unsaved"));

  function toggle(role: MatrixRole, permission: PermissionName, granted: boolean) {
    setGrants((current) => ({
      ...current,
      [role]: granted ? [...current[role], permission] : current[role].filter((name) => name !== permission),
    }));
  }

  async function save(overwrite = false) {
    setPending(true);
    try {
      const result = await callAdmin(saveRolePermissions, { grants, expectedVersion: saved.version, overwrite });
      if (offerOverwrite(result, () => save(true))) return;
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      setSaved({ grants: result.data.grants, version: result.data.version });
      setGrants(result.data.grants);
      toast.success(t("saved"));
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  const categories = [...new Set(permissions.map((permission) => permission.category))];

  return (
    <div className="flex flex-col gap-4">
      {!editable ? <p className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground">{t("readOnly")}</p> : null}
      <p className="flex items-start gap-2 rounded-md border border-border bg-muted/30 p-3 text-sm text-muted-foreground">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
        {t("membersNote")}
      </p>
      {staleMemberGrants > 0 ? (
        <p role="status" className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-foreground">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-400 light:text-amber-700" aria-hidden="true" />
          {t("staleMemberGrants", { count: staleMemberGrants })}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm" aria-label={t("title")}>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="p-3 font-medium">
                {t("permission")}
              </th>
              <th scope="col" className="w-14 px-1 py-3 text-center text-xs font-medium sm:w-16 sm:p-3 sm:text-sm">
                {t("adminColumn")}
              </th>
              {MATRIX_ROLES.map((role) => (
                <th key={role} scope="col" className="w-14 px-1 py-3 text-center text-xs font-medium sm:w-16 sm:p-3 sm:text-sm">
                  {tRole(role)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category) => (
              <Fragment key={category}>
                <tr className="bg-muted/40">
                  <th scope="colgroup" colSpan={2 + MATRIX_ROLES.length} className="px-3 py-2 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    {t(`categories.${category}`)}
                  </th>
                </tr>
                {permissions
                  .filter((permission) => permission.category === category)
                  .map(({ permissionName }) => {
                    const label = t(`names.${permissionName}`);
                    return (
                      <tr key={permissionName} className="border-b border-border last:border-b-0">
                        <th scope="row" className="py-3 pr-1 pl-3 text-left font-normal sm:p-3">
                          {label}
                        </th>
                        <td className="px-1 py-3 text-center sm:p-3">
                          <CheckIcon className="mx-auto size-4 text-gold" aria-label={t("alwaysAdmin")} />
                        </td>
                        {MATRIX_ROLES.map((role) => (
                          <td key={role} className="px-1 py-3 text-center sm:p-3">
                            {isGrantable(permissionName) ? (
                              <input
                                type="checkbox"
                                className="size-5 accent-[hsl(var(--gold))] disabled:opacity-60"
                                aria-label={t("grantLabel", { permission: label, role: tRole(role) })}
                                checked={grants[role].includes(permissionName)}
                                disabled={!editable || pending}
                                onChange={(event) => toggle(role, permissionName, event.target.checked)}
                              />
                            ) : (
                              <LockIcon className="mx-auto size-4 text-muted-foreground" aria-label={t("adminOnly")} />
                            )}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {editable ? (
        <div className="flex flex-wrap gap-2">
          {/* Stale member grants are removed by a save, even one that changes nothing on screen. */}
          <Button type="button" disabled={(!dirty && staleMemberGrants === 0) || pending} onClick={() => void save()}>
            <SaveIcon aria-hidden="true" />
            {pending ? t("saving") : t("save")}
          </Button>
          <Button type="button" variant="outline" disabled={!dirty || pending} onClick={() => setGrants(saved.grants)}>
            <RotateCcwIcon aria-hidden="true" />
            {t("reset")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
