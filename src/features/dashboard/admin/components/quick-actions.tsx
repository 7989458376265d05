import { GaugeIcon, ImagesIcon, PenSquareIcon, UserPlusIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PermissionName } from "@/features/access/permissions";
import { adminRoute, type AdminRoutePath } from "@/features/admin/routes";

type QuickActionKey = "newBlogPost" | "addModel" | "seoAudit" | "gallery";

/** Each shortcut names a registry route (so its permission is the screen's own) and what to open there. */
const ACTIONS: { key: QuickActionKey; route: AdminRoutePath; query?: string; icon: LucideIcon }[] = [
  { key: "newBlogPost", route: "/admin/content/blog", query: "?new=1", icon: PenSquareIcon },
  { key: "addModel", route: "/admin/models/new", icon: UserPlusIcon },
  { key: "seoAudit", route: "/admin/seo/performance", query: "?tab=issues", icon: GaugeIcon },
  { key: "gallery", route: "/admin/content/gallery", icon: ImagesIcon },
];

/**
 * The four shortcuts, which go to their screens; each
 * opens the thing it names ('New Blog Post' opens a new post), and only
 * those the viewer may open are shown.
 */
export function QuickActionsCard({
  title,
  labels,
  permissions,
}: {
  title: string;
  labels: Record<QuickActionKey, string>;
  permissions: ReadonlySet<PermissionName>;
}) {
  const actions = ACTIONS.filter(({ route }) => permissions.has(adminRoute(route).permission));
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3">
          {actions.map(({ key, route, query, icon: Icon }) => (
            <li key={key}>
              <Link
                href={`${route}${query ?? ""}`}
                className="group flex h-full min-h-24 flex-col items-start justify-between gap-3 rounded-md border border-border bg-background/50 p-4 text-sm font-medium text-foreground transition-colors hover:border-gold/50 hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Icon className="size-5 text-gold" aria-hidden="true" />
                {labels[key]}
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
