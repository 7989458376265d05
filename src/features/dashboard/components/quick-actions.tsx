import { GaugeIcon, ImagesIcon, PenSquareIcon, UserPlusIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

const ACTIONS: { key: "newBlogPost" | "addModel" | "seoAudit" | "gallery"; href: string; icon: LucideIcon }[] = [
  { key: "newBlogPost", href: "/admin/content/blog", icon: PenSquareIcon },
  { key: "addModel", href: "/admin/models/new", icon: UserPlusIcon },
  { key: "seoAudit", href: "/admin/seo/performance", icon: GaugeIcon },
  { key: "gallery", href: "/admin/content/gallery", icon: ImagesIcon },
];

/** The four shortcuts (decisions.md: quick actions go to their screens). */
export function QuickActionsCard({ title, labels }: { title: string; labels: Record<(typeof ACTIONS)[number]["key"], string> }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3">
          {ACTIONS.map(({ key, href, icon: Icon }) => (
            <li key={key}>
              <Link
                href={href}
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
