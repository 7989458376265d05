import { LogOutIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The signed-in email and Sign Out. Sign Out is a plain POST
 * to /auth/sign-out with from=admin, which ends the session and returns to /auth.
 */
export function SidebarFooter({
  email,
  collapsed = false,
  labels,
}: {
  email: string;
  collapsed?: boolean;
  labels: { signedInAs: string; signOut: string };
}) {
  return (
    <div className={cn("flex flex-col gap-2 border-t border-border p-3", collapsed && "items-center px-2")}>
      {collapsed ? (
        <span className="sr-only">
          {labels.signedInAs} {email}
        </span>
      ) : (
        <div className="min-w-0 px-1">
          <p className="text-[0.6875rem] tracking-[0.18em] text-muted-foreground uppercase">{labels.signedInAs}</p>
          <p className="truncate text-sm text-foreground" title={email}>
            {email}
          </p>
        </div>
      )}
      <form method="post" action="/auth/sign-out">
        <input type="hidden" name="from" value="admin" />
        <Button
          type="submit"
          variant="ghost"
          size={collapsed ? "icon" : "sm"}
          title={collapsed ? labels.signOut : undefined}
          className={cn("text-muted-foreground hover:text-foreground", collapsed ? "size-10" : "w-full justify-start")}
        >
          <LogOutIcon aria-hidden="true" />
          {collapsed ? <span className="sr-only">{labels.signOut}</span> : labels.signOut}
        </Button>
      </form>
    </div>
  );
}
