import type { SeedPreferenceCategory } from './types';

/** Homepage "browse by preference" tiles. Paths point at category slugs. */
export const seedPreferenceCategories: SeedPreferenceCategory[] = [
  {
    name: 'Blonde',
    path: '/blonde-escorts',
    imageAlt: 'Blonde companion in an ivory evening dress on a Mayfair hotel staircase',
    orderIndex: 1,
    isActive: true,
  },
  {
    name: 'Brunette',
    path: '/brunette-escorts',
    imageAlt: 'Brunette companion in a black cocktail dress at a candlelit Marylebone restaurant',
    orderIndex: 2,
    isActive: true,
  },
  {
    name: 'VIP Elite',
    path: '/vip-elite-escorts',
    imageAlt: 'Elegant companion in a floor-length gown arriving at a Park Lane gala',
    orderIndex: 3,
    isActive: true,
  },
  {
    name: 'Dinner Dates',
    path: '/dinner-date-escorts',
    imageAlt: 'Table for two set with crystal glasses and candles in a London dining room',
    orderIndex: 4,
    isActive: true,
  },
  {
    name: 'Girlfriend Experience',
    path: '/gfe-girlfriend-experience-escorts',
    imageAlt: 'Smiling companion strolling through Kensington Gardens in autumn sunshine',
    orderIndex: 5,
    isActive: true,
  },
  {
    name: 'International',
    path: '/international-escorts',
    imageAlt: 'Well-travelled companion with a vintage suitcase on the platform at St Pancras',
    orderIndex: 6,
    isActive: true,
  },
  {
    name: 'Petite',
    path: '/petite-escorts',
    imageAlt: 'Petite companion in a tailored blazer outside a Soho gallery at dusk',
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
