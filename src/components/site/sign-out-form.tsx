import { LogOutIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Signs out with a plain POST to /auth/sign-out (works without JavaScript). */
export function SignOutForm({ label, className, buttonClassName }: {
  label: string;
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <form method="post" action="/auth/sign-out" className={className}>
      <Button type="submit" variant="ghost" className={cn("h-12 text-muted-foreground hover:text-foreground", buttonClassName)}>
        <LogOutIcon aria-hidden="true" />
        {label}
      </Button>
    </form>
  );
}
