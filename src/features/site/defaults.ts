export interface SiteSettings {
  brandName: string;
  siteUrl: string;
  memberMailDomain: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
}

/** Seeded defaults (brand "Velvet London", member mail domain members.velvet.london). */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  brandName: "Velvet London",
  siteUrl: "http://localhost:3000",
  memberMailDomain: "members.velvet.london",
  contactEmail: "concierge@velvet.london",
  contactPhone: "+44 20 7946 0000",
  contactAddress: "Mayfair, London W1J",
};
