import type { SeedSiteContent } from './types';

/**
 * Editable site copy, keyed by section. `content` is plain text: paragraphs
 * separated by a blank line, no HTML.
 */
export const seedSiteContent: SeedSiteContent[] = [
  // ── Homepage ────────────────────────────────────────────────────────────
  {
    section: 'homepage_hero_main',
    title: 'Exceptional company, discreetly arranged',
    subtitle: "London's members-only directory of elegant companions",
    content: `Velvet introduces discerning members to cultured, engaging companions for dinners, events and travel across London. Every profile is verified in person, and every introduction is handled by our private concierge.

From a quiet table in Marylebone to a black-tie gala on Park Lane, we help you find the right company for the occasion. Membership is free to apply for and reviewed personally by our team.`,
    buttonText: 'Browse models',
    buttonUrl: '/models',
  },

  // ── About ───────────────────────────────────────────────────────────────
  {
    section: 'about_intro',
    title: 'About Velvet',
    subtitle: 'A private introduction service for London',
    content: `Velvet was founded in Mayfair by a small team with backgrounds in luxury hospitality and private concierge services. We believe that good company is one of life's great pleasures, and that arranging it should feel effortless, respectful and entirely private.

Our directory is open only to verified adult members. Each companion is interviewed personally before her profile is published, and every photograph is checked to ensure it is genuine and recent.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'about_mission',
    title: 'Our mission',
    subtitle: null,
    content: `Our mission is simple: to make every introduction a pleasure for both guest and companion. We achieve that through honest profiles, careful matching and a concierge team who genuinely care about the details.

We work only with independent adult companions who choose to be listed with us, set their own availability and may decline any booking. Their wellbeing and safety are central to everything we do.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'about_values',
    title: 'Our values',
    subtitle: 'Discretion, respect and honesty',
    content: `Discretion comes first. We collect only the information we need, we never share it with third parties for marketing, and our communications are deliberately understated.

Respect is non-negotiable. Members and companions alike are expected to behave courteously, to honour agreed arrangements and to respect each other's boundaries.

Honesty underpins every profile. Photographs are verified, reviews are written by approved members and checked by our team before they appear, and our prices are always shown in full before you book.`,
    buttonText: null,
    buttonUrl: null,
  },

  // ── Booking ─────────────────────────────────────────────────────────────
  {
    section: 'how_booking_works',
    title: 'How booking works',
    subtitle: 'Three simple steps to a memorable evening',
    content: `Booking through Velvet is straightforward and discreet. Choose a companion, call or email our concierge with your preferred date and plans, and they will confirm everything personally.

Most requests are confirmed within two hours during concierge hours. For special occasions or travel, we recommend booking at least a week in advance.`,
    buttonText: 'View companions',
    buttonUrl: '/models',
  },
  {
    section: 'booking_step_1',
    title: 'Choose your companion',
    subtitle: 'Browse verified profiles',
    content: `Browse our directory by district, category, nationality or language. Profiles show verified photographs, the languages each companion speaks, her interests and members' reviews.

Some profiles open only to approved members once they have signed in, and some photographs are for subscribers: members with an active subscription see them too. If you would like a personal recommendation, our concierge is always happy to help.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'booking_step_2',
    title: 'Share your plans',
    subtitle: 'Tell us about the occasion',
    content: `Call or email our concierge with your preferred date, time, duration and the nature of the occasion, whether dinner, an event or travel. The more we know, the better we can prepare.

Your request is seen only by our concierge team and the companion concerned. Nothing is shared with anyone else.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'booking_step_3',
    title: 'Enjoy the evening',
    subtitle: 'Confirmed personally by our concierge',
    content: `Once your companion has confirmed, our concierge will send a discreet confirmation with the meeting point. Any restaurant or theatre reservations you have requested will be included.

Afterwards, you are welcome to leave a review on your companion's profile while signed in; our team reads each review before it appears. It helps other members choose well and means a great deal to the companion herself.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'booking_info_schedule',
    title: 'Scheduling',
    subtitle: 'Concierge hours and notice',
    content: `Our concierge team is available from 10am to midnight, seven days a week. Same-day bookings are often possible, but we recommend at least 24 hours' notice for evenings and a week for travel.

Where a companion has set a minimum booking, her profile shows it; for Central London it is usually one hour.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'booking_info_discretion',
    title: 'Discretion',
    subtitle: 'Your privacy, protected',
    content: `We never use your full name in messages, and confirmations are sent from an unbranded address. Companions are briefed only with the information needed for your meeting.

Booking records are kept securely and access is limited to a small concierge team. They are deleted in line with our privacy policy once they are no longer required.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'booking_info_payment',
    title: 'Payment',
    subtitle: 'Clear, all-inclusive pricing',
    content: `All prices are shown in pounds sterling and cover the companion's time and companionship only. Travel outside Zone 1 and any expenses for dinners, tickets or travel are agreed in advance.

Payment details are confirmed by the concierge when your booking is accepted. We never ask for payment through social media or unsolicited messages.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'booking_info_location',
    title: 'Meeting places',
    subtitle: 'Across Central and Greater London',
    content: `Most introductions take place in hotel lounges, restaurants or at the event you are attending. We cover 32 districts, from Mayfair and Knightsbridge to Canary Wharf, Richmond and Greenwich.

For first meetings we always recommend a public venue, such as a hotel bar or restaurant. It allows both of you to relax and get to know each other.`,
    buttonText: null,
    buttonUrl: null,
  },

  // ── Characteristics ────────────────────────────────────────────────────
  {
    section: 'characteristics_main_title',
    title: 'Find your perfect match',
    subtitle: 'Browse companions by style and background',
    content: `Every companion is unique, but browsing by style and background is a helpful place to start. Explore our collections below, or ask the concierge for a personal recommendation.

Whatever you choose, every companion listed on Velvet is a verified adult. Each has chosen to join our directory and sets her own availability.`,
    buttonText: 'View all categories',
    buttonUrl: '/models',
  },
  {
    section: 'characteristics_blonde_content',
    title: 'Blonde companions',
    subtitle: null,
    content: `From honey tones to cool platinum, our blonde companions bring a bright, polished presence to dinners, galleries and evenings out. Many are London-based graduates with a love of fine dining, theatre and travel.`,
    buttonText: 'Meet blonde companions',
    buttonUrl: '/blonde-escorts',
  },
  {
    section: 'characteristics_brunette_content',
    title: 'Brunette companions',
    subtitle: null,
    content: `Classic, warm and quietly sophisticated, our brunette companions are perfect for candlelit dinners and cultural evenings. They range from literature graduates to fashion professionals, each with her own interests and sense of humour.`,
    buttonText: 'Meet brunette companions',
    buttonUrl: '/brunette-escorts',
  },
  {
    section: 'characteristics_international_content',
    title: 'International companions',
    subtitle: null,
    content: `Our international collection spans every continent and many languages. These companions are ideal for hosting overseas guests or travelling abroad.

Filter the directory by nationality or language. Alternatively, let our concierge recommend the ideal match.`,
    buttonText: 'Meet international companions',
    buttonUrl: '/international-escorts',
  },
  {
    section: 'characteristics_young_content',
    title: 'Companions in their twenties',
    subtitle: 'Adults aged 18 and over only',
    content: `Lively and full of ideas, these companions are adults in their early twenties, many of them graduates or postgraduate students. They bring fresh energy to brunches, concerts and nights out.

Every companion is verified as 18 or over with government-issued photo identification. No profile is published until that check is complete.`,
    buttonText: 'Meet companions in their twenties',
    buttonUrl: '/young-escorts',
  },
  {
    section: 'characteristics_mature_content',
    title: 'Mature companions',
    subtitle: null,
    content: `Accomplished and worldly, our mature companions bring composure, experience and sparkling conversation to business dinners and cultural evenings. They are at ease in any setting, from a boardroom lunch to an opening night.`,
    buttonText: 'Meet mature companions',
    buttonUrl: '/mature-escorts',
  },
  {
    section: 'characteristics_busty_content',
    title: 'Glamorous companions',
    subtitle: null,
    content: `Confident and glamorous, these companions love to dress for the occasion, from a black-tie gala to cocktails in a Mayfair hotel bar. They carry themselves with poise and bring a touch of old-Hollywood style to any evening.`,
    buttonText: 'Meet glamorous companions',
    buttonUrl: '/busty-escorts',
  },

  // ── Services ───────────────────────────────────────────────────────────
  {
    section: 'services_main_title',
    title: 'Companionship for every occasion',
    subtitle: 'Dinners, events, business and travel',
    content: `Velvet companions are engaged for their time and company. Whether you need a guest for a formal dinner, a partner for a gala or a well-travelled companion for a trip abroad, we will find the right person.

All arrangements are agreed in advance. Our concierge handles every detail with complete discretion.`,
    buttonText: 'Browse companions',
    buttonUrl: '/models',
  },
  {
    section: 'services_dinner_dates',
    title: 'Dinner dates',
    subtitle: null,
    content: `A table for two is more enjoyable with engaging company. Our companions are natural conversationalists who love good food and wine.

Our concierge can also arrange the reservation, from a neighbourhood bistro to a Michelin-starred dining room. Simply let us know your favourite cuisine.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'services_social_events',
    title: 'Social events',
    subtitle: null,
    content: `From weddings and birthday parties to Royal Ascot and the Chelsea Flower Show, our companions are gracious guests who mingle with ease. They understand dress codes and etiquette, and they will help you enjoy the occasion to the full.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'services_business_functions',
    title: 'Business functions',
    subtitle: null,
    content: `Corporate dinners, award ceremonies and client receptions call for a polished, articulate companion. Many of our companions have professional backgrounds and are comfortable in any business setting.

Confidentiality is assured at every stage. Companions are happy to sign a non-disclosure agreement on request.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'services_travel_companion',
    title: 'Travel companions',
    subtitle: null,
    content: `From a weekend in Paris to a week on the Amalfi Coast, travel is better shared. Our well-travelled companions are relaxed, adaptable and wonderful company on the road.

Travel bookings require at least seven days' notice. All travel and accommodation arrangements are agreed in advance.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'services_private_meetings',
    title: 'Private meetings',
    subtitle: null,
    content: `Some members prefer a quieter setting, such as a private dining room or a hotel lounge, for unhurried conversation. As with every booking, the companion's time is agreed in advance. Both parties are free to end the meeting at any point if they feel uncomfortable.`,
    buttonText: null,
    buttonUrl: null,
  },

  // ── Locations ──────────────────────────────────────────────────────────
  {
    section: 'locations_main_title',
    title: 'Companions across London',
    subtitle: 'From Mayfair to Greenwich',
    content: `Velvet companions meet members across 32 London districts, from the grand hotels of Mayfair and Knightsbridge to the riverside charms of Richmond and Greenwich. Choose a district to see companions who live or regularly meet nearby.`,
    buttonText: 'View all districts',
    buttonUrl: '/#districts',
  },
  {
    section: 'locations_mayfair_content',
    title: 'Mayfair',
    subtitle: 'Grand hotels and Berkeley Square',
    content: `Mayfair is the natural home of our most requested companions. Claridge's, The Connaught and The Ritz London are all within a few minutes' walk of Berkeley Square. It is the perfect setting for cocktails, private views on Cork Street and dinner at a Michelin-starred table.`,
    buttonText: 'Companions in Mayfair',
    buttonUrl: '/escorts-in-mayfair',
  },
  {
    section: 'locations_knightsbridge_content',
    title: 'Knightsbridge',
    subtitle: 'Harrods, Hyde Park and five-star hotels',
    content: `Knightsbridge combines world-class shopping with the tranquillity of Hyde Park. Afternoon tea at The Berkeley or the Mandarin Oriental is a favourite start to an evening. Our Knightsbridge companions know the area intimately and make elegant partners for a day in town.`,
    buttonText: 'Companions in Knightsbridge',
    buttonUrl: '/escorts-in-knightsbridge',
  },
  {
    section: 'locations_chelsea_content',
    title: 'Chelsea',
    subtitle: "King's Road style",
    content: `Chelsea blends bohemian history with relaxed glamour. Long lunches on the King's Road, theatre at the Royal Court and riverside walks are all part of the charm. In May, the Chelsea Flower Show makes it one of the most sought-after addresses in London.`,
    buttonText: 'Companions in Chelsea',
    buttonUrl: '/escorts-in-chelsea',
  },
  {
    section: 'locations_belgravia_content',
    title: 'Belgravia',
    subtitle: 'Serene squares and embassies',
    content: `Belgravia's white stucco terraces and private garden squares make it London's most serene neighbourhood. It is ideal for quiet dinners on Elizabeth Street and cocktails at The Lanesborough. Our Belgravia companions are chosen for their poise at formal receptions and embassy events.`,
    buttonText: 'Companions in Belgravia',
    buttonUrl: '/escorts-in-belgravia',
  },
  {
    section: 'locations_kensington_content',
    title: 'Kensington',
    subtitle: 'Palaces, gardens and the Royal Albert Hall',
    content: `Royal Kensington offers palaces, gardens and some of the world's great cultural institutions. A concert at the Royal Albert Hall followed by dinner on Kensington Church Street is hard to beat. Our Kensington companions bring genuine curiosity and cultural knowledge to every outing.`,
    buttonText: 'Companions in Kensington',
    buttonUrl: '/escorts-in-kensington',
  },
  {
    section: 'locations_canary_wharf_content',
    title: 'Canary Wharf',
    subtitle: 'Business and waterside evenings',
    content: `Canary Wharf's glass towers come alive after hours with waterside restaurants and rooftop bars. It is a popular choice for executives entertaining clients or relaxing after a long day. Our Canary Wharf companions are polished, punctual and at ease in corporate settings.`,
    buttonText: 'Companions in Canary Wharf',
    buttonUrl: '/escorts-in-canary-wharf',
  },

  // ── Privacy ────────────────────────────────────────────────────────────
  {
    section: 'privacy_main_title',
    title: 'Privacy policy',
    subtitle: 'How we handle your personal data',
    content: `Velvet ("we", "us") is the data controller for personal data processed through this website. We comply with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. If you have any questions about this policy or wish to exercise your rights, please contact privacy@velvet.london.

This website is intended only for adults aged 18 or over. We do not knowingly collect personal data from anyone under 18, and any such data brought to our attention will be deleted promptly.

You have the right to access, correct, erase or restrict the processing of your personal data, to object to processing and to data portability. If you have an account, you can download a copy of the data it holds, as a file, at any time from the "Your data" section of your account page (/account). You also have the right to complain to the Information Commissioner's Office (ico.org.uk), although we would appreciate the chance to resolve your concern first.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'privacy_data_collection',
    title: 'What we collect',
    subtitle: null,
    content: `When you create an account we collect your name, your email address and a password, which we store only as a secure hash. If you turn on two-factor sign-in we keep the key for your authenticator app and your recovery codes, encrypted. When you book through our concierge we keep the details you give them, such as dates, times and the nature of the occasion.

If you apply to join us as a companion through our application form (/apply), we collect what the form asks for: your full name, email address, phone number and date of birth (from which we record your age and year of birth, to confirm that you are 18 or over), your nationality, the languages you speak, your height, measurements, dress size, hair and eye colour, any tattoos and piercings, your interests, your availability, the area of London you prefer, why you would like to join, your Instagram handle if you give it, and up to 10 photos. Your email address, phone number and date of birth are stored encrypted (AES-256-GCM). Your photos are private: they are seen only by the staff who review applications, and their location data and other metadata are removed when they are uploaded. If your application is not successful, it and your photos are deleted automatically {rejectedApplicationRetentionDays} after the decision; if it is successful, the details and photos you agree to become your profile.

We use only strictly necessary cookies: one that keeps you signed in securely and, while you sign in with two-factor, a short-lived one for that step. We do not use advertising, analytics or tracking cookies, and we do not use third-party tracking pixels or social media plug-ins.

Our servers record basic technical information in security records: the IP address and browser from which each session was opened, and the time and IP address of each sign-in to our staff back office. These records are kept for no longer than {signInRecordRetentionDays} and are used only to protect the service against abuse; a session is deleted once it has expired.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'privacy_data_usage',
    title: 'How we use your data',
    subtitle: null,
    content: `We use your data to operate your membership, to arrange bookings, to verify that users are adults and to keep the service secure. Our lawful bases are the performance of a contract with you, our legitimate interests in running a safe service, and compliance with legal obligations.

We never sell your data and we never share it for marketing purposes. Booking details are shared only with the companion concerned and only to the extent needed for the meeting.

We use the details in an application only to assess it and to contact you about it; we write to you by email when we start reviewing it and when we decide.

We keep membership data for as long as your account is active and delete it within 12 months of closure, unless we are legally required to keep it for longer. You may delete your account yourself at any time from your account page, or ask us to by contacting privacy@velvet.london.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'privacy_data_security',
    title: 'Keeping your data secure',
    subtitle: null,
    content: `All data is transmitted over encrypted connections and stored on servers located in the United Kingdom or the European Economic Area. Passwords are stored using strong one-way hashing and are never visible to our staff.

Access to personal data is limited to a small number of staff who need it to provide the service, and all access is logged: each time a member of staff opens an application's contact details, our audit log records who did so, when and why. In the unlikely event of a data breach that affects your rights, we will notify you and the Information Commissioner's Office as required by law.`,
    buttonText: null,
    buttonUrl: null,
  },

  // ── Terms ──────────────────────────────────────────────────────────────
  {
    section: 'terms_main_title',
    title: 'Terms of service',
    subtitle: 'Please read these terms carefully',
    content: `These terms govern your use of the Velvet website and membership. By creating an account or making a booking, you agree to be bound by them. These terms are governed by the laws of England and Wales.

You must be at least 18 years old to access this website. By using it, you confirm that you are an adult and that viewing this website is lawful where you are.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'terms_service_scope',
    title: 'Scope of service',
    subtitle: null,
    content: `Velvet is an introduction and directory service. Companions listed on the website are independent adults who set their own availability and are engaged solely for their time and companionship, such as attending dinners, social events or travel.

Any fee paid is for time and companionship only. Nothing on this website is an offer of, or may be construed as an agreement for, any other service, and any request of that kind will result in the booking being cancelled and the account closed.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'terms_client_responsibilities',
    title: 'Your responsibilities',
    subtitle: null,
    content: `Members must provide accurate information, keep their login details confidential and treat companions and staff with courtesy and respect at all times. Harassment, intoxication to excess or any attempt to pressure a companion will result in immediate termination of membership.

Companions may end any meeting at any time if they feel uncomfortable, and no refund will be due where the member's conduct is the cause. Members must not record, photograph or share details of companions without their explicit consent.`,
    buttonText: null,
    buttonUrl: null,
  },
  {
    section: 'terms_booking_policy',
    title: 'Booking and cancellation policy',
    subtitle: null,
    content: `A booking is confirmed only when our concierge has sent written confirmation. Prices are shown in pounds sterling on each profile, and any additional expenses are agreed before confirmation.

Cancellations made more than 24 hours before the booking are free of charge. Cancellations within 24 hours may incur a fee of up to 50% of the booking value, and no-shows may be charged in full.

If a companion has to cancel, we will offer a suitable alternative or a full refund of any amount paid. We will always let you know as early as possible.`,
    buttonText: null,
    buttonUrl: null,
  },
];
