import { ArrowRightIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export interface TodoItem {
  key: string;
  value: number;
  href: string;
  /** What is counted, worded for this count ("sign-ups to approve"). */
  label: string;
  icon: LucideIcon;
}

/**
 * What is waiting for someone, each count a link to the list that shows it.
 * Zero counts stay listed, quieter, so "nothing waiting" is said rather
 * than left to guess.
 */
export function TodoCard({ items, title, description, locale }: { items: TodoItem[]; title: string; description: string; locale: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label={title}>
          {items.map(({ key, value, href, label, icon: Icon }) => (
            <li key={key}>
              <Link
                href={href}
                className={cn(
                  "group flex h-full min-h-14 items-center gap-3 rounded-md border p-3 text-sm transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  value > 0 ? "border-gold/40 bg-gold/5 text-foreground hover:border-gold/70" : "border-border bg-background/50 text-muted-foreground",
                )}
              >
                <Icon className={cn("size-4 shrink-0", value > 0 ? "text-gold" : "text-muted-foreground")} aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className={cn("mr-1.5 font-display text-xl tabular-nums lining-nums", value > 0 ? "text-foreground" : "")}>
                    {value.toLocaleString(locale)}
                  </span>
                  {label}
                </span>
                <ArrowRightIcon className="size-3.5 shrink-0 opacity-60 transition-opacity group-hover:opacity-100" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
