import type { SeedFaq } from './types';

/** General FAQs shown on the FAQ page. */
export const seedFaqs: SeedFaq[] = [
  {
    id: 'faq-1',
    question: 'How do I book a companion?',
    answer:
      "Choose a companion from the directory, then call or email our concierge (the details are at the foot of every page) with your preferred date, time, duration and plans. Our concierge will check availability and confirm personally, usually within two hours during concierge hours (10am to midnight). A booking is only confirmed once you have received written confirmation from us.",
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 'faq-2',
    question: 'How discreet is Velvet?',
    answer:
      'Discretion is at the heart of everything we do. Confirmations are sent from an unbranded address, we never use your full name in messages, and companions receive only the details needed for your meeting. We never share your information with third parties for marketing.',
    orderIndex: 2,
    isActive: true,
  },
  {
    id: 'faq-3',
    question: 'How is membership approved?',
    answer:
      'After you register, our team reviews each application to confirm that you are an adult and that your details are genuine. Most applications are reviewed within one working day, and we email you when your account is approved or declined. We may ask for additional verification, and we reserve the right to decline any application without giving a reason.',
    orderIndex: 3,
    isActive: true,
  },
  {
    id: 'faq-4',
    question: 'What does a subscription include?',
    answer:
      "Some profiles open only to approved members, and some companions keep part of their gallery for subscribers. An active subscription shows you those subscriber photos as well as the public ones. Subscriptions are arranged with our concierge for a week, a month, six months or a year, and your account page shows when yours ends.",
    orderIndex: 4,
    isActive: true,
  },
  {
    id: 'faq-5',
    question: 'How do I pay for a booking?',
    answer:
      "Prices are shown in pounds sterling on each profile and cover the companion's time and companionship only. Payment details are confirmed by our concierge when your booking is accepted. We will never ask you to pay through social media, gift cards or unsolicited messages.",
    orderIndex: 5,
    isActive: true,
  },
  {
    id: 'faq-6',
    question: 'What is your cancellation policy?',
    answer:
      'Cancellations made more than 24 hours before a booking are free of charge. Cancellations within 24 hours may incur a fee of up to 50% of the booking value, and no-shows may be charged in full. If a companion has to cancel, we will offer a suitable alternative or a full refund.',
    orderIndex: 6,
    isActive: true,
  },
  {
    id: 'faq-7',
    question: 'How do you protect my personal data?',
    answer:
      'We comply with UK GDPR and collect only the data needed to run your membership and bookings. We use a single strictly necessary session cookie and no tracking or advertising cookies. You can request access to or deletion of your data at any time by emailing privacy@velvet.london.',
    orderIndex: 7,
    isActive: true,
  },
  {
    id: 'faq-8',
    question: 'Is there a minimum age?',
    answer:
      'Yes. Velvet is strictly for adults. Members must be 18 or over, and every companion is verified as 18 or over with government-issued photo identification before her profile is published. Any account found to belong to someone under 18 is closed immediately.',
    orderIndex: 8,
    isActive: true,
  },
  {
    id: 'faq-9',
    question: 'Which areas of London do you cover?',
    answer:
      'Our companions meet members across 32 London districts, from Mayfair, Knightsbridge and Chelsea to Canary Wharf, Richmond and Greenwich. Central London bookings have no travel supplement; for other areas, a companion\'s profile shows her travel supplement where she has set one, and our concierge confirms any supplement before you book. Travel further afield can be arranged with notice.',
    orderIndex: 9,
    isActive: true,
  },
  {
    id: 'faq-10',
    question: 'How can I apply to join as a companion?',
    answer:
      'We welcome applications from independent companions aged 21 or over who are living in London and have the right to work in the UK. Please contact our concierge to apply (an online application form is coming to our Apply page); every applicant is invited to a friendly, confidential interview and must provide photo identification. You set your own rates and availability and may decline any booking.',
    orderIndex: 10,
    isActive: false,
  },
];

/** District-specific FAQs, two per featured district. */
export const seedGeoFaqs: SeedFaq[] = [
  {
    id: 'geo-mayfair-1',
    question: 'Where do Mayfair companions usually meet?',
    answer:
      "Most Mayfair introductions begin in a hotel lounge or bar around Berkeley Square, Grosvenor Square or Park Lane, or at the restaurant you have chosen for dinner. Our concierge can recommend venues and make reservations on your behalf.",
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 'geo-mayfair-2',
    question: 'Is there a travel supplement for bookings in Mayfair?',
    answer:
      'No. Mayfair is in Central London, so there is no travel supplement. The price shown on each profile is the full fee for the companion\'s time.',
    orderIndex: 2,
    isActive: true,
  },
  {
    id: 'geo-knightsbridge-1',
    question: 'Can a companion join me for shopping in Knightsbridge?',
    answer:
      'Certainly. Many of our Knightsbridge companions enjoy an afternoon on Sloane Street and Brompton Road, followed by afternoon tea or an early dinner. Simply mention your plans when you contact our concierge.',
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 'geo-knightsbridge-2',
    question: 'Which Knightsbridge hotels are popular meeting points?',
    answer:
      'Members often meet in the lounges of the five-star hotels facing Hyde Park or around Knightsbridge Green. For privacy, our concierge will agree the exact meeting point with you and your companion in advance.',
    orderIndex: 2,
    isActive: true,
  },
  {
    id: 'geo-chelsea-1',
    question: 'Can I book a companion for the Chelsea Flower Show?',
    answer:
      'Yes, and it is one of the busiest weeks of the year, so we recommend booking several weeks ahead. Our Chelsea companions know the dress code and are delightful guests at gala evenings and garden parties.',
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 'geo-chelsea-2',
    question: "What are popular dinner spots in Chelsea?",
    answer:
      "The King's Road and the streets around Sloane Square offer everything from relaxed brasseries to refined dining rooms. Tell us your favourite cuisine and we will suggest a restaurant and a companion to match.",
    orderIndex: 2,
    isActive: true,
  },
  {
    id: 'geo-belgravia-1',
    question: 'Are Belgravia companions experienced at formal receptions?',
    answer:
      'Yes. Our Belgravia companions are chosen for their poise and etiquette, and many regularly attend embassy receptions, charity dinners and black-tie events. They will be dressed appropriately for the occasion.',
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 'geo-belgravia-2',
    question: 'Can you recommend a quiet venue in Belgravia?',
    answer:
      'Belgravia is known for its discreet hotel bars and intimate restaurants on Elizabeth Street and Motcomb Street. Our concierge is happy to suggest a venue and arrange a reservation.',
    orderIndex: 2,
    isActive: true,
  },
  {
    id: 'geo-kensington-1',
    question: 'Can a companion join me at the Royal Albert Hall in Kensington?',
    answer:
      'Of course. Many of our Kensington companions love classical music and the Proms. If you have tickets, let us know the performance and we will introduce a companion who shares your enthusiasm.',
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 'geo-kensington-2',
    question: 'Do Kensington companions meet for daytime outings?',
    answer:
      'Yes. Daytime bookings for museum visits, walks in Kensington Gardens or lunch on Kensington High Street are very popular. Where a companion has set a minimum booking, her profile shows it.',
    orderIndex: 2,
    isActive: true,
  },
  {
    id: 'geo-canary-wharf-1',
    question: 'Can I book a companion for a business dinner in Canary Wharf?',
    answer:
      'Yes. Our Canary Wharf companions are polished, punctual and comfortable in corporate settings. They are happy to sign a non-disclosure agreement on request.',
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 'geo-canary-wharf-2',
    question: 'Is there a travel supplement for Canary Wharf?',
    answer:
      'A modest travel supplement may apply for Canary Wharf, depending on where your companion is based. Where a companion has set one, her profile shows it, and our concierge confirms any supplement before you confirm your booking.',
    orderIndex: 2,
    isActive: true,
  },
  {
    id: 'geo-soho-1',
    question: 'Can a companion join me for a show or jazz in Soho?',
    answer:
      "Absolutely. Soho companions love the West End and live music, from Shaftesbury Avenue theatres to late sets at Ronnie Scott's. Pre-theatre dinner can be arranged by our concierge.",
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 'geo-soho-2',
    question: 'Are late-evening bookings available in Soho?',
    answer:
      'Yes. Many Soho companions are available for late evenings, subject to their own schedules. Please book at least a few hours ahead for evenings after 10pm.',
    orderIndex: 2,
    isActive: true,
  },
  {
    id: 'geo-marylebone-1',
    question: 'What is a typical evening with a Marylebone companion?',
    answer:
      'A recital at Wigmore Hall followed by dinner on Marylebone High Street is a members\' favourite. Our Marylebone companions are cultured and relaxed, perfect for an unhurried evening.',
    orderIndex: 1,
    isActive: true,
  },
  {
    id: 'geo-marylebone-2',
    question: 'Can I meet a Marylebone companion near Regent\'s Park?',
    answer:
      "Yes. Regent's Park is a lovely setting for a summer stroll or an Open Air Theatre performance, and it is only a short walk from Marylebone High Street. Our concierge will agree the meeting point with you.",
    orderIndex: 2,
    isActive: true,
  },
];
