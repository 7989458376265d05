/** One category landing page as the admin list and its edit dialog see it. */
export interface CategoryPageItem {
  id: number;
  name: string;
  slug: string;
  path: string;
  description: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  keywords: string[];
  isActive: boolean;
  updatedAt: string;
  modelCount: number;
  seoScore: number;
  /** A Meta Tags (page_seo) row overrides this page's own SEO fields. */
  hasSeoOverride: boolean;
}
