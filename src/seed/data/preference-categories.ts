import type { SeedPreferenceCategory } from './types';

/** Homepage "browse by preference" tiles. Paths point at category slugs. */
export const seedPreferenceCategories: SeedPreferenceCategory[] = [
  {
    name: 'Blonde',
    path: '/blonde-escorts',
    imageAlt: 'Stylised silhouette portrait with a gold rim light for Blonde',
    orderIndex: 1,
    isActive: true,
  },
  {
    name: 'Brunette',
    path: '/brunette-escorts',
    imageAlt: 'Stylised silhouette portrait with a gold rim light for Brunette',
    orderIndex: 2,
    isActive: true,
  },
  {
    name: 'VIP Elite',
    path: '/vip-elite-escorts',
    imageAlt: 'Stylised silhouette portrait with a gold rim light for VIP Elite',
    orderIndex: 3,
    isActive: true,
  },
  {
    name: 'Dinner Dates',
    path: '/dinner-date-escorts',
    imageAlt: 'Stylised silhouette portrait with a gold rim light for Dinner Dates',
    orderIndex: 4,
    isActive: true,
  },
  {
    name: 'Girlfriend Experience',
    path: '/gfe-girlfriend-experience-escorts',
    imageAlt: 'Stylised silhouette portrait with a gold rim light for Girlfriend Experience',
    orderIndex: 5,
    isActive: true,
  },
  {
    name: 'International',
    path: '/international-escorts',
    imageAlt: 'Stylised silhouette portrait with a gold rim light for International',
    orderIndex: 6,
    isActive: true,
  },
  {
    name: 'Petite',
    path: '/petite-escorts',
    imageAlt: 'Stylised silhouette portrait with a gold rim light for Petite',
    orderIndex: 7,
    isActive: true,
  },
  {
    name: 'High Class',
    path: '/high-class-escorts',
    imageAlt: "Poised companion with a glass of champagne in a private members' club lounge",
    orderIndex: 8,
    isActive: false,
  },
];
