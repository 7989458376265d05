import {
  BracesIcon,
  ClipboardCheckIcon,
  ConciergeBellIcon,
  FileTextIcon,
  FolderTreeIcon,
  GaugeIcon,
  GlobeIcon,
  HelpCircleIcon,
  ImageUpIcon,
  ImagesIcon,
  InboxIcon,
  KeyRoundIcon,
  LayoutDashboardIcon,
  LayoutTemplateIcon,
  MapIcon,
  MapPinIcon,
  NewspaperIcon,
  PaletteIcon,
  ScaleIcon,
  ScanSearchIcon,
  Settings2Icon,
  ShieldCheckIcon,
  SparklesIcon,
  StarIcon,
  TagsIcon,
  UserPlusIcon,
  UsersIcon,
  UsersRoundIcon,
  WrenchIcon,
  type LucideIcon,
} from "lucide-react";
import type { PermissionName } from "@/features/access/permissions";

export interface AdminNavItem {
  /** Message key under adminShell.nav.items. */
  key: string;
  href: string;
  icon: LucideIcon;
  /** The permission the screen's page guard checks (the link is hidden without it). */
  permission: PermissionName;
  /** Active only on this exact path (not on its sub-paths). */
  exact?: boolean;
}

export interface AdminNavGroup {
  /** Message key under adminShell.nav.groups. */
  key: string;
  items: AdminNavItem[];
}

/** Every screen of the admin spec's route list (§2), grouped as in its sidebar. */
export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    key: "dashboard",
    items: [{ key: "dashboard", href: "/admin", icon: LayoutDashboardIcon, permission: "admin.dashboard.view", exact: true }],
  },
  {
    key: "seo",
    items: [
      { key: "seoGlobal", href: "/admin/seo/global", icon: GlobeIcon, permission: "admin.seo.manage" },
      { key: "seoMetaTags", href: "/admin/seo/meta-tags", icon: TagsIcon, permission: "admin.seo.manage" },
      { key: "seoStructuredData", href: "/admin/seo/structured-data", icon: BracesIcon, permission: "admin.seo.manage" },
      { key: "seoTechnical", href: "/admin/seo/technical", icon: WrenchIcon, permission: "admin.seo.manage" },
      { key: "seoPerformance", href: "/admin/seo/performance", icon: GaugeIcon, permission: "admin.seo.manage" },
    ],
  },
  {
    key: "content",
    items: [
      { key: "contentHomepage", href: "/admin/content/homepage", icon: LayoutTemplateIcon, permission: "admin.content.manage" },
      { key: "contentBlog", href: "/admin/content/blog", icon: NewspaperIcon, permission: "admin.content.manage" },
      { key: "contentSite", href: "/admin/content/site", icon: FileTextIcon, permission: "admin.content.manage" },
      { key: "contentFaq", href: "/admin/content/faq", icon: HelpCircleIcon, permission: "admin.content.manage" },
      { key: "contentGallery", href: "/admin/content/gallery", icon: ImagesIcon, permission: "admin.models.manage" },
      { key: "contentImageDiagnostics", href: "/admin/content/image-diagnostics", icon: ScanSearchIcon, permission: "admin.images.manage" },
      { key: "contentImageAudit", href: "/admin/content/image-audit-report", icon: ClipboardCheckIcon, permission: "admin.images.manage" },
      { key: "contentBulkMigration", href: "/admin/content/bulk-migration", icon: ImageUpIcon, permission: "admin.images.manage" },
    ],
  },
  {
    key: "models",
    items: [
      { key: "modelsList", href: "/admin/models/list", icon: UsersRoundIcon, permission: "admin.models.manage" },
      { key: "modelsNew", href: "/admin/models/new", icon: UserPlusIcon, permission: "admin.models.manage" },
      { key: "modelsApplications", href: "/admin/models/applications", icon: InboxIcon, permission: "admin.applications.manage" },
      { key: "modelsCharacteristics", href: "/admin/models/characteristics", icon: SparklesIcon, permission: "admin.models.manage" },
      { key: "modelsServices", href: "/admin/models/services", icon: ConciergeBellIcon, permission: "admin.models.manage" },
      { key: "modelsReviews", href: "/admin/models/reviews", icon: StarIcon, permission: "admin.reviews.manage" },
    ],
  },
  {
    key: "locations",
    items: [
      { key: "locationsList", href: "/admin/locations/list", icon: MapPinIcon, permission: "admin.seo.manage" },
      { key: "locationsSeo", href: "/admin/locations/seo", icon: MapIcon, permission: "admin.seo.manage" },
    ],
  },
  {
    key: "users",
    items: [
      { key: "usersList", href: "/admin/users/list", icon: UsersIcon, permission: "admin.users.manage" },
      { key: "usersPermissions", href: "/admin/users/permissions", icon: KeyRoundIcon, permission: "admin.users.manage" },
      { key: "usersSecurity", href: "/admin/users/security", icon: ShieldCheckIcon, permission: "admin.security.view" },
    ],
  },
  {
    key: "settings",
    items: [
      { key: "settingsOverview", href: "/admin/settings", icon: Settings2Icon, permission: "admin.settings.manage", exact: true },
      { key: "settingsTheme", href: "/admin/settings/theme", icon: PaletteIcon, permission: "admin.settings.manage" },
      { key: "settingsCategories", href: "/admin/settings/categories", icon: FolderTreeIcon, permission: "admin.settings.manage" },
      { key: "settingsLegal", href: "/admin/settings/legal", icon: ScaleIcon, permission: "admin.settings.manage" },
    ],
  },
];

export function isActiveNavItem(item: Pick<AdminNavItem, "href" | "exact">, pathname: string): boolean {
  if (pathname === item.href) return true;
  return !item.exact && pathname.startsWith(`${item.href}/`);
}

/** The groups and items a viewer with these permissions can open (empty groups dropped). */
export function visibleNav(permissions: ReadonlySet<string>): AdminNavGroup[] {
  return ADMIN_NAV.map((group) => ({ ...group, items: group.items.filter((item) => permissions.has(item.permission)) })).filter(
    (group) => group.items.length > 0,
  );
}
