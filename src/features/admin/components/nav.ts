import {
  BracesIcon,
  ClipboardCheckIcon,
  ConciergeBellIcon,
  FileTextIcon,
  FolderTreeIcon,
  GaugeIcon,
  GlobeIcon,
  HelpCircleIcon,
  HistoryIcon,
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
import { ADMIN_NAV_GROUPS, navRoutes, type AdminNavGroupKey } from "../routes";

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
  key: AdminNavGroupKey;
  items: AdminNavItem[];
}

/** Each sidebar entry's icon, by its registry title key. */
const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboardIcon,
  seoGlobal: GlobeIcon,
  seoMetaTags: TagsIcon,
  seoStructuredData: BracesIcon,
  seoTechnical: WrenchIcon,
  seoPerformance: GaugeIcon,
  contentHomepage: LayoutTemplateIcon,
  contentBlog: NewspaperIcon,
  contentSite: FileTextIcon,
  contentFaq: HelpCircleIcon,
  contentGallery: ImagesIcon,
  contentImageDiagnostics: ScanSearchIcon,
  contentImageAudit: ClipboardCheckIcon,
  contentBulkMigration: ImageUpIcon,
  modelsList: UsersRoundIcon,
  modelsNew: UserPlusIcon,
  modelsApplications: InboxIcon,
  modelsCharacteristics: SparklesIcon,
  modelsServices: ConciergeBellIcon,
  modelsReviews: StarIcon,
  locationsList: MapPinIcon,
  locationsSeo: MapIcon,
  usersList: UsersIcon,
  usersPermissions: KeyRoundIcon,
  usersSecurity: ShieldCheckIcon,
  usersAudit: HistoryIcon,
  settingsOverview: Settings2Icon,
  settingsTheme: PaletteIcon,
  settingsCategories: FolderTreeIcon,
  settingsLegal: ScaleIcon,
};

/** The sidebar: the registry's screens (routes.ts) grouped as the back office's route list groups them (Dashboard, SEO, Content, ...). */
export const ADMIN_NAV: readonly AdminNavGroup[] = ADMIN_NAV_GROUPS.map((group) => ({
  key: group,
  items: navRoutes(group).map((route) => ({
    key: route.titleKey,
    href: route.path,
    icon: ICONS[route.titleKey] ?? LayoutDashboardIcon,
    permission: route.permission,
    exact: route.exact,
  })),
}));

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
