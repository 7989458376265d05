/**
 * Seed data shapes for the Velvet demo database.
 * Pure data types only – no runtime logic lives in this folder.
 */

export interface SeedCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  keywords: string[];
}

export interface SeedLocation {
  id: number;
  slug: string;
  name: string;
  description: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
  keywords: string[];
  lat: number;
  lng: number;
  postcodes: string[];
  nearbyLandmarks: string[];
}

export interface SeedPreferenceCategory {
  name: string;
  path: string;
  imageAlt: string;
  orderIndex: number;
  isActive: boolean;
}

export interface SeedSiteContent {
  section: string;
  title: string;
  subtitle: string | null;
  content: string;
  buttonText: string | null;
  buttonUrl: string | null;
}

export interface SeedFaq {
  id: string;
  question: string;
  answer: string;
  orderIndex: number;
  isActive: boolean;
}

export interface SeedBlogPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  metaDescription: string;
  seoKeywords: string;
  serviceKeywords: string[];
  isPublished: boolean;
  isFeatured: boolean;
  readTime: number;
  daysAgo: number;
}

export type Visibility = 'public' | 'members_only' | 'members_only_no_access' | 'admin_only';

export interface SeedGalleryPhoto {
  caption: string;
  visibility: Visibility;
}

export interface SeedModel {
  name: string;
  age: number;
  locationSlug: string;
  categorySlugs: string[];
  availability: 'available' | 'busy' | 'unavailable' | null;
  description: string;
  height: string;
  measurements: string;
  hair: string;
  eyes: string;
  nationality: string;
  /** English names, as /apply collects them; the /models language filter offers them. */
  languages: string[];
  education: string;
  interests: string[];
  characteristics: string[];
  services: string[];
  pricing: { oneHour: number; twoHours: number; threeHours: number; additionalHour: number };
  /** Set for some models only: the profile says each term only where it is set. */
  minBookingMinutes?: number;
  travelSupplement?: number;
  rating: number;
  membersOnly: boolean;
  allPhotosPublic: boolean;
  faceVisible: boolean;
  showOnHomepage: boolean;
  homepageOrder: number | null;
  gallery: SeedGalleryPhoto[];
  palette: number;
}

export interface SeedReview {
  modelName: string;
  reviewerName: string;
  rating: number;
  title: string;
  content: string;
  isVerified: boolean;
  isPublished: boolean;
  isFeatured: boolean;
  daysAgo: number;
}

export interface SeedBanner {
  section: 'hero' | 'about' | 'services' | 'features';
  caption: string;
  altText: string;
  orderIndex: number;
  deviceType: 'all' | 'desktop' | 'mobile';
  isActive: boolean;
  visibility: 'public' | 'admin_only';
  palette: number;
}
