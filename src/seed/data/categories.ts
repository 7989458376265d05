import type { SeedCategory } from './types';

/**
 * Directory categories. Ids 1–31 follow the original ordering; 32 (young)
 * and 33 (redhead) were added later and keep their higher ids.
 */
export const seedCategories: SeedCategory[] = [
  {
    id: 1,
    name: 'Blonde Escorts',
    slug: 'blonde-escorts',
    description:
      'Sophisticated blonde companions for dinners, gallery openings and evenings out across Mayfair, Chelsea and Knightsbridge, introduced with complete discretion.',
    content: `<h2>Blonde Companions in London</h2>
<p>From honey and caramel tones to cool Scandinavian platinum, our blonde companions bring a bright, polished presence to any occasion. Many are London-based graduates and professionals who enjoy fine dining, the theatre and long conversations over a glass of champagne.</p>
<ul>
<li>Dinner reservations in Mayfair and St James's</li>
<li>Private views and gallery openings in Chelsea and Notting Hill</li>
<li>Afternoon tea at a Knightsbridge hotel</li>
<li>Weekend travel within the UK and across Europe</li>
</ul>
<p>Every introduction is arranged personally by our concierge team, with discretion and mutual respect at the heart of each meeting.</p>`,
    seoTitle: 'Blonde Escorts in London | Velvet Companions',
    seoDescription:
      'Meet elegant blonde companions in London for dinner dates, events and travel. Discreet, personally arranged introductions across Mayfair and Chelsea.',
    keywords: ['blonde escorts London', 'blonde companions', 'Mayfair dinner companion', 'elegant blonde companion', 'discreet introductions'],
  },
  {
    id: 2,
    name: 'Brunette Escorts',
    slug: 'brunette-escorts',
    description:
      'Graceful brunette companions with warmth and wit, perfect for candlelit dinners in Marylebone, concerts in Kensington and relaxed Sunday lunches.',
    content: `<h2>Brunette Companions with Timeless Charm</h2>
<p>There is something quietly classic about a dark-haired companion in a little black dress. Our brunette members range from literature graduates to fashion buyers, and each brings her own warmth, curiosity and sense of humour to an evening in town.</p>
<ul>
<li>Candlelit dinners on Marylebone High Street</li>
<li>Concerts at the Royal Albert Hall in Kensington</li>
<li>Cocktails in a Soho members' bar</li>
<li>Relaxed Sunday lunches in Richmond or Hampstead</li>
</ul>
<p>Browse the profiles below, read members' reviews, each checked by our team before it appears, and let our team take care of the arrangements.</p>`,
    seoTitle: 'Brunette Escorts in London | Velvet',
    seoDescription:
      'Graceful brunette companions in London for dinners, concerts and social occasions. Verified profiles and discreet bookings in Marylebone and Kensington.',
    keywords: ['brunette escorts London', 'brunette companion', 'Marylebone dinner date', 'Kensington companion', 'classic elegance'],
  },
  {
    id: 3,
    name: 'Busty Escorts',
    slug: 'busty-escorts',
    description:
      'Confident, glamorous companions with a naturally fuller figure who love to dress for the occasion, from black-tie galas to cocktail evenings in Mayfair.',
    content: `<h2>Glamorous, Confident Companions</h2>
<p>Our companions in this collection are celebrated for their confidence and old-Hollywood glamour. They know how to wear an evening gown, enjoy being dressed up for a special occasion and carry themselves with poise at any table in town.</p>
<ul>
<li>Black-tie galas and charity balls in Park Lane</li>
<li>Cocktail evenings at Mayfair hotel bars</li>
<li>Opening nights in the West End and Covent Garden</li>
<li>Private dining in Knightsbridge</li>
</ul>
<p>As with every Velvet introduction, meetings are for companionship and time only, agreed in advance and conducted with courtesy and respect.</p>`,
    seoTitle: 'Busty Escorts London | Glamorous Companions',
    seoDescription:
      'Confident, glamorous London companions with a fuller figure for galas, cocktail evenings and West End nights. Discreet introductions by Velvet.',
    keywords: ['busty escorts London', 'glamorous companion', 'curvy glamour', 'black-tie companion', 'Mayfair evening'],
  },
  {
    id: 4,
    name: 'Petite Escorts',
    slug: 'petite-escorts',
    description:
      'Petite, stylish companions with a big personality – ideal for gallery hopping in Shoreditch, supper clubs in Soho and strolls along the South Bank.',
    content: `<h2>Petite Companions with Big Personalities</h2>
<p>Petite in stature but never in presence, these companions are lively, stylish and wonderful company. Many are students of art, design or languages who love discovering the city's hidden corners as much as its grand dining rooms.</p>
<ul>
<li>Gallery hopping in Shoreditch and Bermondsey</li>
<li>Supper clubs and late-night jazz in Soho</li>
<li>Riverside strolls from Blackfriars to the Tate Modern</li>
<li>Brunch in Notting Hill on a lazy weekend</li>
</ul>
<p>Profiles list height, interests and the languages each companion speaks, so you can choose someone whose passions match your plans.</p>`,
    seoTitle: 'Petite Escorts in London | Velvet',
    seoDescription:
      'Stylish petite companions in London for supper clubs, galleries and weekend brunch. Verified profiles, honest reviews and discreet, personal booking.',
    keywords: ['petite escorts London', 'petite companion', 'Soho supper club', 'Shoreditch gallery date', 'stylish companion'],
  },
  {
    id: 5,
    name: 'Curvy Escorts',
    slug: 'curvy-escorts',
    description:
      'Warm, feminine companions with beautiful curves and easy charm, wonderful company for long lunches in Chelsea and evenings at the theatre.',
    content: `<h2>Curvy Companions with Easy Charm</h2>
<p>Warm, feminine and entirely at ease in their own skin, our curvy companions bring a relaxed confidence to every occasion. They are the kind of guests who make a long lunch feel like a celebration and an evening at the theatre feel effortless.</p>
<ul>
<li>Long lunches on the King's Road in Chelsea</li>
<li>Theatre evenings on Shaftesbury Avenue</li>
<li>Wine tastings in Borough and Bermondsey</li>
<li>Countryside weekends beyond the M25</li>
</ul>
<p>Our concierge team is happy to recommend a companion whose personality and interests suit the evening you have in mind.</p>`,
    seoTitle: 'Curvy Escorts in London | Velvet Companions',
    seoDescription:
      'Warm, feminine curvy companions in London for long lunches, theatre evenings and weekends away. Discreet introductions arranged by the Velvet concierge.',
    keywords: ['curvy escorts London', 'curvy companion', 'Chelsea lunch date', 'theatre companion', 'feminine elegance'],
  },
  {
    id: 6,
    name: 'Slim Escorts',
    slug: 'slim-escorts',
    description:
      'Slender, graceful companions with a model-like elegance, at home at fashion events, rooftop bars and fine-dining tables from Fitzrovia to Canary Wharf.',
    content: `<h2>Slim and Graceful Companions</h2>
<p>With a dancer's posture and a natural sense of style, our slim companions look effortless in tailoring and evening wear alike. Several have worked in fashion or the performing arts, and all share an appreciation for good food, good music and good company.</p>
<ul>
<li>Fashion and design events in Fitzrovia and King's Cross</li>
<li>Rooftop bars overlooking Canary Wharf</li>
<li>Tasting menus in Marylebone</li>
<li>Ballet and contemporary dance at Sadler's Wells</li>
</ul>
<p>Browse verified profiles and reviews, then contact our team to arrange a meeting at a time and place that suits you.</p>`,
    seoTitle: 'Slim Escorts in London | Velvet',
    seoDescription:
      'Slender, graceful London companions for fashion events, rooftop bars and fine dining. Verified profiles and discreet bookings from Fitzrovia to Canary Wharf.',
    keywords: ['slim escorts London', 'slender companion', 'fashion event companion', 'Canary Wharf rooftop', 'graceful elegance'],
  },
  {
    id: 7,
    name: 'Tall Escorts',
    slug: 'tall-escorts',
    description:
      'Statuesque companions of 5ft 9in and above with runway poise, a striking presence at black-tie dinners, premieres and receptions across the capital.',
    content: `<h2>Statuesque Companions</h2>
<p>Standing 5'9" and above, our tall companions make a memorable entrance at any event. Several have modelled for London and Milan fashion houses, and all combine that runway poise with genuine warmth and excellent conversation.</p>
<ul>
<li>Film premieres in Leicester Square</li>
<li>Black-tie dinners at Park Lane hotels</li>
<li>Embassy receptions in Belgravia and Kensington</li>
<li>Racing and polo in the summer season</li>
</ul>
<p>Heights are listed on every profile in both imperial and metric, and our team can advise on the best match for your occasion.</p>`,
    seoTitle: 'Tall Escorts in London | Statuesque Companions',
    seoDescription:
      'Statuesque London companions of 5ft 9in and above for premieres, black-tie dinners and receptions. Discreet, verified introductions by Velvet.',
    keywords: ['tall escorts London', 'statuesque companion', 'model companion', 'black-tie date', 'premiere companion'],
  },
  {
    id: 8,
    name: 'Mature Escorts',
    slug: 'mature-escorts',
    description:
      'Accomplished, worldly companions in their thirties who bring experience, composure and sparkling conversation to business dinners and cultural evenings.',
    content: `<h2>Mature, Worldly Companions</h2>
<p>Experience brings its own kind of elegance. Our mature companions are accomplished women in their thirties with careers, travels and stories of their own. They are at ease with a wine list, comfortable in any boardroom and genuinely interested in the people they meet.</p>
<ul>
<li>Business dinners in the City of London</li>
<li>Opera at the Royal Opera House, Covent Garden</li>
<li>Weekends in the Cotswolds or on the Riviera</li>
<li>Private members' clubs in St James's</li>
</ul>
<p>If you value composure, discretion and intelligent conversation, this is an excellent place to begin your search.</p>`,
    seoTitle: 'Mature Escorts in London | Velvet Companions',
    seoDescription:
      'Accomplished, worldly London companions for business dinners, opera evenings and travel. Composure, discretion and conversation, arranged by Velvet.',
    keywords: ['mature escorts London', 'sophisticated companion', 'business dinner companion', 'opera companion', 'experienced companion'],
  },
  {
    id: 9,
    name: 'Natural Escorts',
    slug: 'natural-escorts',
    description:
      "Naturally beautiful companions with a relaxed, unaffected style who shine on country walks, farmers' markets and unhurried dinners in Primrose Hill.",
    content: `<h2>Natural Beauty, Relaxed Style</h2>
<p>Some of the most memorable company is the least contrived. Our natural companions favour minimal make-up, easy smiles and a down-to-earth approach to life. They are as happy on a walk across Hampstead Heath as they are at a table for two in Primrose Hill.</p>
<ul>
<li>Country walks in Richmond Park</li>
<li>Farmers' markets in Marylebone and Notting Hill</li>
<li>Unhurried dinners in Primrose Hill</li>
<li>Yoga, wellness and spa days</li>
</ul>
<p>Each profile is written with the companion herself, so you get an honest picture of who she is and what she enjoys.</p>`,
    seoTitle: 'Natural Escorts in London | Velvet',
    seoDescription:
      'Naturally beautiful, down-to-earth London companions for walks, markets and relaxed dinners. Honest profiles and discreet introductions by Velvet.',
    keywords: ['natural escorts London', 'natural beauty companion', 'Primrose Hill dinner', 'relaxed companion', 'down-to-earth'],
  },
  {
    id: 10,
    name: 'English Escorts',
    slug: 'english-escorts',
    description:
      'Quintessentially English companions with impeccable manners and dry wit – the perfect guest for Royal Ascot, Henley, Wimbledon or a West End supper.',
    content: `<h2>Quintessentially English Companions</h2>
<p>Impeccable manners, a dry sense of humour and an instinctive feel for the British social calendar: our English companions are the ideal guests for the season's great occasions. Many grew up in the shires, studied at leading universities and now build careers in London.</p>
<ul>
<li>Royal Ascot, Henley Royal Regatta and Wimbledon</li>
<li>Supper after the theatre in Covent Garden</li>
<li>Afternoon tea at a Mayfair or Belgravia hotel</li>
<li>Country-house weekends and shooting lunches</li>
</ul>
<p>Our team knows the dress codes and the etiquette, and will help you plan every detail of the day.</p>`,
    seoTitle: 'English Escorts in London | Velvet Companions',
    seoDescription:
      'Quintessentially English companions for Ascot, Henley, Wimbledon and West End evenings. Impeccable manners and discreet introductions across London.',
    keywords: ['English escorts London', 'English companion', 'Royal Ascot companion', 'British social season', 'afternoon tea date'],
  },
  {
    id: 11,
    name: 'Brazilian Escorts',
    slug: 'brazilian-escorts',
    description:
      'Vivacious Brazilian companions with sunny warmth and a love of music and dance, bringing Rio energy to evenings in Soho, Shoreditch and Chelsea.',
    content: `<h2>Brazilian Warmth in the Heart of London</h2>
<p>Our Brazilian companions bring the warmth of Rio and São Paulo to the capital. Expect easy laughter, a love of music and dance, and a genuine enthusiasm for meeting new people. Many speak Portuguese, Spanish and English fluently.</p>
<ul>
<li>Samba and Latin nights in Soho</li>
<li>Churrasco and cocktails in Shoreditch</li>
<li>Summer terraces on the King's Road, Chelsea</li>
<li>Beach breaks and international travel</li>
</ul>
<p>Browse profiles with verified photographs and members' reviews, checked by our team before they appear, and book with complete confidence.</p>`,
    seoTitle: 'Brazilian Escorts in London | Velvet',
    seoDescription:
      'Vivacious Brazilian companions in London for dinners, dancing and travel. Verified photographs, members\' reviews and discreet booking with Velvet.',
    keywords: ['Brazilian escorts London', 'Brazilian companion', 'Latin dance date', 'Soho evening', 'Portuguese speaking companion'],
  },
  {
    id: 12,
    name: 'Russian Escorts',
    slug: 'russian-escorts',
    description:
      'Cultured Russian-speaking companions with classical poise and a passion for ballet, literature and fine dining in Knightsbridge and Belgravia.',
    content: `<h2>Cultured Russian-Speaking Companions</h2>
<p>Classically educated and quietly glamorous, our Russian-speaking companions often have backgrounds in ballet, music or literature. They appreciate the finer things – a well-made martini, a great performance – and make captivating conversationalists.</p>
<ul>
<li>Ballet and opera at Covent Garden</li>
<li>Dinners in Knightsbridge and Belgravia</li>
<li>Art auctions and private views in St James's</li>
<li>Ski trips and Riviera summers</li>
</ul>
<p>Languages are listed on every profile, and our concierge team can arrange bilingual companions for international guests.</p>`,
    seoTitle: 'Russian Escorts in London | Velvet',
    seoDescription:
      'Cultured Russian-speaking companions in London for ballet, opera, fine dining and travel. Elegant, bilingual and introduced discreetly by Velvet.',
    keywords: ['Russian escorts London', 'Russian speaking companion', 'ballet companion', 'Knightsbridge dinner', 'bilingual companion'],
  },
  {
    id: 13,
    name: 'European Escorts',
    slug: 'european-escorts',
    description:
      'Multilingual European companions from Paris, Milan, Madrid and beyond, with continental style and a love of art, food and weekend escapes.',
    content: `<h2>Continental Style, London Address</h2>
<p>Our European companions come from Paris, Milan, Madrid, Prague, Stockholm and beyond. They bring continental flair, multilingual conversation and a relaxed approach to long dinners, and most have made London their home for study or work.</p>
<ul>
<li>French bistros in South Kensington</li>
<li>Italian trattorias in Fitzrovia and Soho</li>
<li>Eurostar weekends to Paris and Brussels</li>
<li>Art exhibitions at the Tate and the National Gallery</li>
</ul>
<p>Whether you are hosting overseas guests or simply enjoy cosmopolitan company, you will find a wonderful match here.</p>`,
    seoTitle: 'European Escorts in London | Velvet',
    seoDescription:
      'Multilingual European companions in London with continental style, for dinners, exhibitions and Eurostar weekends. Discreet introductions by Velvet.',
    keywords: ['European escorts London', 'multilingual companion', 'French companion', 'Italian companion', 'Eurostar weekend'],
  },
  {
    id: 14,
    name: 'Middle Eastern Escorts',
    slug: 'middle-eastern-escorts',
    description:
      'Elegant companions of Middle Eastern heritage, fluent in Arabic or Farsi and English, trusted for discretion at private dinners in Mayfair and Knightsbridge.',
    content: `<h2>Companions of Middle Eastern Heritage</h2>
<p>Graceful, well-educated and culturally fluent, our companions of Lebanese, Emirati, Egyptian and Persian heritage are valued for their discretion and their ability to feel at home in any setting. Many speak Arabic or Farsi alongside English and French.</p>
<ul>
<li>Private dining rooms in Mayfair</li>
<li>Knightsbridge shopping and afternoon tea</li>
<li>Lebanese and Persian restaurants on Edgware Road</li>
<li>Travel to Dubai, Doha and the Mediterranean</li>
</ul>
<p>Our team respects every cultural expectation and tailors each introduction with care.</p>`,
    seoTitle: 'Middle Eastern Escorts in London | Velvet',
    seoDescription:
      'Elegant companions of Middle Eastern heritage in London, fluent in Arabic or Farsi, for private dinners and travel. Discretion is our first priority.',
    keywords: ['Middle Eastern escorts London', 'Arabic speaking companion', 'Lebanese companion', 'Mayfair private dining', 'discreet companion'],
  },
  {
    id: 15,
    name: 'Asian Escorts',
    slug: 'asian-escorts',
    description:
      'Poised companions of East and South-East Asian heritage with refined taste, as comfortable at an omakase counter as at a City business dinner.',
    content: `<h2>Refined Companions of Asian Heritage</h2>
<p>Our companions of Japanese, Korean, Chinese, Thai and Vietnamese heritage combine understated elegance with sharp minds. Among them are architects, musicians and finance graduates who enjoy sharing the best of London's culinary and cultural scene.</p>
<ul>
<li>Omakase counters in Mayfair and Marylebone</li>
<li>Business dinners in the City of London</li>
<li>Tea ceremonies and the Kyoto Garden in Holland Park</li>
<li>Concerts at the Barbican and Wigmore Hall</li>
</ul>
<p>Profiles list languages spoken, making it easy to arrange an introduction for visiting guests.</p>`,
    seoTitle: 'Asian Escorts in London | Velvet Companions',
    seoDescription:
      'Poised companions of East and South-East Asian heritage in London for fine dining, concerts and business dinners. Verified, discreet introductions.',
    keywords: ['Asian escorts London', 'Japanese companion', 'Korean companion', 'City business dinner', 'refined companion'],
  },
  {
    id: 16,
    name: 'Ebony Escorts',
    slug: 'ebony-escorts',
    description:
      'Radiant companions of African and Caribbean heritage with striking style and magnetic warmth, wonderful company from Notting Hill to Mayfair.',
    content: `<h2>Radiant Companions of African and Caribbean Heritage</h2>
<p>Striking, stylish and endlessly warm, our companions of African and Caribbean heritage light up a room. Among them are fashion graduates, poets and entrepreneurs who are as comfortable discussing contemporary art as they are leading the way to the best new restaurant.</p>
<ul>
<li>Carnival weekend and summer parties in Notting Hill</li>
<li>Afrobeats and jazz evenings in Soho</li>
<li>Black-tie dinners in Mayfair</li>
<li>Contemporary art at the Serpentine</li>
</ul>
<p>Browse verified profiles and let our concierge team arrange a meeting that suits your evening perfectly.</p>`,
    seoTitle: 'Ebony Escorts in London | Velvet',
    seoDescription:
      'Radiant companions of African and Caribbean heritage in London for dinners, parties and cultural evenings. Verified profiles and discreet booking.',
    keywords: ['ebony escorts London', 'Caribbean heritage companion', 'African heritage companion', 'Notting Hill evening', 'stylish companion'],
  },
  {
    id: 17,
    name: 'Latina Escorts',
    slug: 'latina-escorts',
    description:
      'Passionate Latina companions from Colombia, Argentina, Mexico and Spain, bringing warmth, laughter and a love of dancing to London nights out.',
    content: `<h2>Latina Companions with Passion and Warmth</h2>
<p>Our Latina companions bring warmth, laughter and an infectious love of life. With roots in Colombia, Argentina, Mexico, Venezuela and Spain, they love to dance, to cook and to discover new corners of the city with good company.</p>
<ul>
<li>Salsa and tango nights in Covent Garden</li>
<li>Argentinian steak houses in Mayfair and the City</li>
<li>Mezcal bars in Shoreditch</li>
<li>Holidays in Ibiza, Marbella and Tulum</li>
</ul>
<p>Most are fluent in Spanish and English, and each profile tells you a little about her background and favourite places.</p>`,
    seoTitle: 'Latina Escorts in London | Velvet Companions',
    seoDescription:
      'Passionate Latina companions in London from Colombia, Argentina, Mexico and Spain, for dinners, dancing and holidays. Discreet introductions by Velvet.',
    keywords: ['Latina escorts London', 'Spanish speaking companion', 'Colombian companion', 'salsa night', 'Latin companion'],
  },
  {
    id: 18,
    name: 'Iranian Escorts',
    slug: 'iranian-escorts',
    description:
      'Cultured companions of Persian heritage, fluent in Farsi and English, with a love of poetry, cuisine and discreet evenings in Kensington and Mayfair.',
    content: `<h2>Companions of Persian Heritage</h2>
<p>Rich in culture and effortlessly hospitable, our companions of Persian heritage share a love of poetry, music and a beautifully laid table. Many grew up between Tehran and London and move easily between both worlds.</p>
<ul>
<li>Persian restaurants in Kensington and Hammersmith</li>
<li>Quiet evenings in Mayfair hotel lounges</li>
<li>Exhibitions at the V&amp;A and the British Museum</li>
<li>Travel companionship across Europe and the Gulf</li>
</ul>
<p>Fluent in Farsi and English, they are ideal companions for visiting guests who appreciate both discretion and genuine cultural understanding.</p>`,
    seoTitle: 'Iranian Escorts in London | Velvet',
    seoDescription:
      'Cultured companions of Persian heritage in London, fluent in Farsi and English, for fine dining, exhibitions and travel. Discreet Velvet introductions.',
    keywords: ['Iranian escorts London', 'Persian companion', 'Farsi speaking companion', 'Kensington dinner', 'cultured companion'],
  },
  {
    id: 19,
    name: 'International Escorts',
    slug: 'international-escorts',
    description:
      'A truly global collection of multilingual companions from every continent, ideal for hosting overseas guests or travelling abroad with polished company.',
    content: `<h2>A Truly International Collection</h2>
<p>London is one of the world's great meeting places, and our international collection reflects it. Our companions come from every continent and speak many languages between them, making them ideal for hosting overseas guests or travelling abroad.</p>
<ul>
<li>Hosting international delegations in Westminster and the City</li>
<li>Multilingual dinner companionship in Mayfair</li>
<li>International travel with flexible itineraries</li>
<li>Cultural events and embassy receptions</li>
</ul>
<p>Filter the directory by nationality or language, or simply tell our concierge team what you need and we will suggest the ideal companion.</p>`,
    seoTitle: 'International Escorts in London | Velvet',
    seoDescription:
      'Multilingual international companions in London for hosting overseas guests, embassy events and travel abroad. Discreet introductions by Velvet.',
    keywords: ['international escorts London', 'multilingual companion', 'travel companion', 'embassy reception', 'global companions'],
  },
  {
    id: 20,
    name: 'VIP Elite Escorts',
    slug: 'vip-elite-escorts',
    description:
      'Our most sought-after companions, selected for exceptional presence, education and discretion, for clients who expect the very best London offers.',
    content: `<h2>The VIP Elite Collection</h2>
<p>The VIP Elite collection brings together our most sought-after companions: women of exceptional presence, education and discretion who are accustomed to five-star hotels, private aviation and the most exclusive tables in town. Availability is limited and introductions are arranged exclusively through our senior concierge.</p>
<ul>
<li>Private dining at Mayfair's most exclusive addresses</li>
<li>Charity galas and black-tie balls in Park Lane</li>
<li>International travel by private jet</li>
<li>Extended engagements and bespoke itineraries</li>
</ul>
<p>Membership verification is required before VIP Elite galleries and availability can be viewed.</p>`,
    seoTitle: 'VIP Elite Escorts in London | Velvet',
    seoDescription:
      'Our most exclusive London companions for five-star dining, galas and international travel. VIP Elite introductions by our senior concierge team.',
    keywords: ['VIP escorts London', 'elite companions', 'luxury companion', 'private jet travel companion', 'Mayfair elite'],
  },
  {
    id: 21,
    name: 'Party Escorts',
    slug: 'party-escorts',
    description:
      'Sociable, high-spirited companions who love a celebration, perfect guests for birthday dinners, nightclub tables in Mayfair and summer garden parties.',
    content: `<h2>Companions for Celebrations</h2>
<p>Some evenings call for a little sparkle. Our party companions are sociable, high-spirited and never happier than when the music is good and the company is better. They dance well, mingle effortlessly and know how to make a celebration memorable.</p>
<ul>
<li>Birthday dinners and anniversary celebrations</li>
<li>Reserved tables at Mayfair and Chelsea nightclubs</li>
<li>Summer garden parties and rooftop soirées</li>
<li>New Year's Eve in London or abroad</li>
</ul>
<p>As always, our companions enjoy a glass of champagne responsibly and expect every guest to treat them with courtesy and respect.</p>`,
    seoTitle: 'Party Escorts in London | Velvet Companions',
    seoDescription:
      'Sociable, high-spirited London companions for birthday dinners, nightclub evenings and summer parties. Discreet, personal bookings through Velvet.',
    keywords: ['party escorts London', 'party companion', 'nightclub companion', 'birthday celebration', 'rooftop party'],
  },
  {
    id: 22,
    name: 'Adventurous Escorts',
    slug: 'adventurous-escorts',
    description:
      'Spirited companions who love new experiences – hot-air balloon rides, sailing on the Solent, skiing in the Alps or a spontaneous weekend in Lisbon.',
    content: `<h2>Companions for New Experiences</h2>
<p>For those who like their evenings to turn into stories, our adventurous companions are ready for anything outdoors or off the beaten track. They are sporty, curious and happiest when trying something for the first time.</p>
<ul>
<li>Sailing on the Solent and summers on the Côte d'Azur</li>
<li>Skiing in Verbier, Courchevel and St Moritz</li>
<li>Hot-air balloon rides over the Home Counties</li>
<li>Spontaneous weekends in Lisbon, Rome or Copenhagen</li>
</ul>
<p>Tell us what you have in mind and our concierge team will help with the logistics, from restaurant bookings to travel arrangements.</p>`,
    seoTitle: 'Adventurous Escorts in London | Velvet',
    seoDescription:
      'Spirited, sporty London companions for sailing, skiing, weekend city breaks and new experiences. Discreet travel companionship arranged by Velvet.',
    keywords: ['adventurous companion London', 'travel companion', 'ski trip companion', 'sailing weekend', 'city break companion'],
  },
  {
    id: 23,
    name: 'Open-Minded Escorts',
    slug: 'open-minded-escorts',
    description:
      'Easy-going, non-judgemental companions who enjoy trying new cuisines, unusual venues and thought-provoking conversation over dinner in Shoreditch or Soho.',
    content: `<h2>Easy-Going, Curious Companions</h2>
<p>Open-minded in the best sense, these companions are curious about people, ideas and experiences. They will happily swap a predictable restaurant for an immersive theatre show, a secret supper club or a late-night debate about philosophy.</p>
<ul>
<li>Immersive theatre and cabaret in Soho and Shoreditch</li>
<li>Secret supper clubs and chef's tables</li>
<li>Late openings at the Science Museum and the V&amp;A</li>
<li>Festivals and live music across London</li>
</ul>
<p>All plans are agreed in advance, and every meeting is based on mutual respect, clear communication and each person's comfort.</p>`,
    seoTitle: 'Open-Minded Escorts in London | Velvet',
    seoDescription:
      'Curious, easy-going London companions for immersive theatre, supper clubs and thought-provoking evenings. Respectful, discreet introductions by Velvet.',
    keywords: ['open-minded companion London', 'curious companion', 'immersive theatre date', 'supper club companion', 'Shoreditch evening'],
  },
  {
    id: 24,
    name: 'Exclusive Escorts',
    slug: 'exclusive-escorts',
    description:
      'Companions who accept a small number of introductions each month, reserved for members who value rarity, privacy and a genuinely personal connection.',
    content: `<h2>An Exclusive, Limited Collection</h2>
<p>The companions in our exclusive collection accept only a handful of introductions each month. Many balance demanding careers or postgraduate study, and they choose to meet members who value privacy, good conversation and unhurried time together.</p>
<ul>
<li>Limited monthly availability, booked well in advance</li>
<li>Members-only galleries and profiles</li>
<li>Quiet hotel lounges in Belgravia and St James's</li>
<li>Long dinners and weekend getaways</li>
</ul>
<p>Approved members can view full profiles and request an introduction through the concierge, who will confirm availability personally.</p>`,
    seoTitle: 'Exclusive Escorts in London | Velvet',
    seoDescription:
      'A limited collection of exclusive London companions who accept only a few introductions each month. Members-only profiles and personal concierge service.',
    keywords: ['exclusive escorts London', 'exclusive companion', 'members only companions', 'limited availability', 'private introductions'],
  },
  {
    id: 25,
    name: 'High-Class Escorts',
    slug: 'high-class-escorts',
    description:
      "Polished, well-educated companions with flawless etiquette, at ease in Michelin-starred dining rooms, private members' clubs and five-star hotels.",
    content: `<h2>High-Class Companions</h2>
<p>Flawless etiquette, an eye for detail and the confidence that comes from a good education: our high-class companions are at home wherever the evening leads. They know which fork to use, how to greet an ambassador and when a quiet word is worth more than a long speech.</p>
<ul>
<li>Michelin-starred dining in Mayfair and Knightsbridge</li>
<li>Private members' clubs in St James's and Chelsea</li>
<li>Five-star hotel lounges on Park Lane</li>
<li>Opening nights at the Royal Opera House</li>
</ul>
<p>Every companion is interviewed in person and verified by our team before her profile goes live.</p>`,
    seoTitle: 'High-Class Escorts in London | Velvet',
    seoDescription:
      'Polished, well-educated high-class companions in London for Michelin-starred dining, private clubs and five-star hotels. Verified and discreet.',
    keywords: ['high-class escorts London', 'high-class companion', 'Michelin dining companion', 'private members club', 'five-star companion'],
  },
  {
    id: 26,
    name: 'Dinner Date Escorts',
    slug: 'dinner-date-escorts',
    description:
      'Engaging dinner companions who love good food and better conversation, from intimate bistros in Marylebone to grand dining rooms in Mayfair.',
    content: `<h2>The Art of the Dinner Date</h2>
<p>A wonderful dinner is about more than the menu. Our dinner date companions are food lovers and natural conversationalists who know how to turn a table for two into the highlight of the week. Tell us your favourite cuisine and we will suggest both the companion and the restaurant.</p>
<ul>
<li>Intimate bistros on Marylebone High Street</li>
<li>Grand dining rooms in Mayfair and Piccadilly</li>
<li>Riverside restaurants in Chelsea and Battersea</li>
<li>Chef's tables in Fitzrovia and Soho</li>
</ul>
<p>Our concierge can also handle reservations, dress codes and transport so you can simply enjoy the evening.</p>`,
    seoTitle: 'Dinner Date Escorts in London | Velvet',
    seoDescription:
      "Engaging London dinner companions for bistros, grand dining rooms and chef's tables. Let our concierge arrange the companion and the reservation.",
    keywords: ['dinner date escorts London', 'dinner companion', 'Mayfair restaurant date', 'Marylebone dinner', 'fine dining companion'],
  },
  {
    id: 27,
    name: 'GFE (Girlfriend Experience)',
    slug: 'gfe-girlfriend-experience-escorts',
    description:
      'Warm, attentive companions who offer a relaxed, natural connection – strolling hand in hand through Hyde Park, sharing dinner and unhurried conversation.',
    content: `<h2>The Girlfriend Experience</h2>
<p>The girlfriend experience is about warmth, ease and genuine connection. Rather than a formal engagement, it feels like an evening with someone who is truly pleased to see you: a walk through Hyde Park, a shared bottle of wine, laughter over dinner and conversation that flows naturally.</p>
<ul>
<li>Relaxed strolls through Hyde Park and Kensington Gardens</li>
<li>Cosy neighbourhood restaurants in Notting Hill and Islington</li>
<li>Cinema evenings and late-night dessert</li>
<li>Weekend breaks by the sea</li>
</ul>
<p>All time spent together is companionship, agreed in advance and built on mutual respect and comfort.</p>`,
    seoTitle: 'GFE Girlfriend Experience Escorts London | Velvet',
    seoDescription:
      'Warm, attentive London companions offering a relaxed girlfriend experience: walks, dinners and easy conversation. Discreet introductions by Velvet.',
    keywords: ['GFE London', 'girlfriend experience', 'warm companion', 'relaxed dinner date', 'Hyde Park stroll'],
  },
  {
    id: 28,
    name: 'Domination & Fetish',
    slug: 'domination-fetish-escorts',
    description:
      'Confident companions offering role-play and power-exchange themed companionship, always consensual, discussed in advance and conducted with discretion.',
    content: `<h2>Role-Play and Power-Exchange Themed Companionship</h2>
<p>Some members appreciate a companion with a commanding presence and a flair for theatre. The companions in this collection offer role-play and power-exchange themed companionship: always consensual, always discussed in advance and always within clearly agreed boundaries.</p>
<ul>
<li>Initial conversation with the concierge to understand expectations</li>
<li>Boundaries and preferences agreed before any meeting</li>
<li>Discreet venues in Central London, from Mayfair to Pimlico</li>
<li>Dress-up and themed evenings with a sense of style</li>
</ul>
<p>Our companions reserve the right to decline any request. Respect, trust and clear communication come first, every time.</p>`,
    seoTitle: 'Domination & Fetish Companions London | Velvet',
    seoDescription:
      'Role-play and power-exchange themed companionship in London, always consensual and agreed in advance. Discreet, respectful introductions by Velvet.',
    keywords: ['role-play companion London', 'power exchange companionship', 'themed evening', 'discreet companion', 'consensual role-play'],
  },
  {
    id: 29,
    name: 'Bisexual Escorts',
    slug: 'bisexual-escorts',
    description:
      'Warm, inclusive companions who welcome guests of every gender, wonderful company for dinners, drinks and social occasions across London.',
    content: `<h2>Inclusive Companions for Every Guest</h2>
<p>Our bisexual companions are warm, open and welcoming to guests of every gender. Whether you are a woman looking for stylish company at a gallery opening or a couple hosting a dinner party, they bring confidence, charm and an easy sense of fun.</p>
<ul>
<li>Dinners and drinks in Soho and Covent Garden</li>
<li>Gallery openings in Shoreditch and Mayfair</li>
<li>Pride season celebrations and cabaret nights</li>
<li>Social occasions for women and couples</li>
</ul>
<p>As with every introduction, plans are agreed in advance and our companions meet only those they feel comfortable with.</p>`,
    seoTitle: 'Bisexual Escorts in London | Velvet',
    seoDescription:
      'Warm, inclusive London companions welcoming guests of every gender for dinners, galleries and social evenings. Respectful, discreet Velvet introductions.',
    keywords: ['bisexual escorts London', 'inclusive companion', 'companion for women', 'Soho evening', 'LGBTQ friendly companion'],
  },
  {
    id: 30,
    name: 'Couples Escorts',
    slug: 'couples-escorts',
    description:
      'Sociable companions who enjoy meeting couples for dinner, theatre or a weekend away, bringing warmth and easy conversation to any table for three.',
    content: `<h2>Companionship for Couples</h2>
<p>Some couples enjoy adding a new friend to an evening out. The companions in this collection are sociable, relaxed and skilled at making everyone at the table feel included, whether you are celebrating an anniversary or simply exploring the city together.</p>
<ul>
<li>Dinner for three in Chelsea or Marylebone</li>
<li>Theatre and cocktails in the West End</li>
<li>Spa days and weekends in the countryside</li>
<li>Celebrations and anniversaries</li>
</ul>
<p>Both partners are asked to confirm the arrangements in advance, and our team will gladly help you choose a companion you will both enjoy spending time with.</p>`,
    seoTitle: 'Couples Escorts in London | Velvet',
    seoDescription:
      'Sociable London companions who enjoy meeting couples for dinner, theatre and weekends away. Arrangements agreed in advance and handled discreetly.',
    keywords: ['couples escorts London', 'companion for couples', 'dinner for three', 'anniversary celebration', 'social companion'],
  },
  {
    id: 31,
    name: 'Outcall Escorts',
    slug: 'outcalls-escorts',
    description:
      'Companions who will meet you at your hotel lobby, restaurant or event anywhere in Central London, with punctual, discreet arrival and elegant attire.',
    content: `<h2>Outcall Companionship Across London</h2>
<p>Our outcall companions will meet you wherever your evening begins: a hotel lobby on Park Lane, a restaurant in Covent Garden or a conference dinner in Canary Wharf. They arrive punctually, dressed appropriately for the occasion, and blend in seamlessly.</p>
<ul>
<li>Hotel lobbies and lounges in Mayfair, Knightsbridge and Marylebone</li>
<li>Restaurants and theatres across the West End</li>
<li>Corporate venues in the City and Canary Wharf</li>
<li>Private residences by prior arrangement</li>
</ul>
<p>Where a companion has set a travel supplement for destinations outside Zone 1, her profile shows it, and our concierge confirms it before you book.</p>`,
    seoTitle: 'Outcall Escorts in London | Velvet',
    seoDescription:
      'Outcall companions who meet you at your hotel, restaurant or event across Central London. Punctual, elegantly dressed and always discreet.',
    keywords: ['outcall escorts London', 'hotel companion', 'outcall companion', 'Park Lane hotel', 'Central London outcall'],
  },
  {
    id: 32,
    name: 'Young Escorts',
    slug: 'young-escorts',
    description:
      'Lively companions in their early twenties – every one verified as an adult aged 18 or over – bringing fresh energy to brunches, concerts and nights out.',
    content: `<h2>Lively Companions in Their Early Twenties</h2>
<p>Fresh, lively and full of ideas, the companions in this collection are adults in their early twenties. Many are university graduates or postgraduate students who bring infectious energy to brunches, concerts and nights out in the capital.</p>
<ul>
<li>Weekend brunch in Notting Hill and Shoreditch</li>
<li>Live music at Brixton, Camden and King's Cross venues</li>
<li>Rooftop bars in the City and Canary Wharf</li>
<li>Festivals and summer events</li>
</ul>
<p>Every companion on Velvet is verified as 18 or over with government-issued photo identification before her profile is published. Adults only, without exception.</p>`,
    seoTitle: 'Young Escorts in London (18+) | Velvet',
    seoDescription:
      'Lively London companions in their early twenties, all ID-verified adults aged 18 or over, for brunches, concerts and nights out. Discreet booking.',
    keywords: ['young escorts London 18+', 'early twenties companion', 'brunch companion', 'concert companion', 'verified adult companions'],
  },
  {
    id: 33,
    name: 'Redhead Escorts',
    slug: 'redhead-escorts',
    description:
      'Striking redheaded companions, from copper to auburn, with fiery charm and artistic spirit, perfect for gallery evenings in Mayfair and Chelsea.',
    content: `<h2>Redheaded Companions</h2>
<p>Copper, auburn, strawberry blonde or deep Titian red: our redheaded companions are as memorable as their colouring. Many have artistic or literary leanings, and all share a spirited sense of humour that makes for sparkling company.</p>
<ul>
<li>Pre-Raphaelite galleries at Tate Britain in Pimlico</li>
<li>Private views on Cork Street, Mayfair</li>
<li>Literary festivals and book launches</li>
<li>Cosy whisky bars in Soho and Chelsea</li>
</ul>
<p>Browse verified photographs and members' reviews, and contact our concierge team to arrange an introduction.</p>`,
    seoTitle: 'Redhead Escorts in London | Velvet',
    seoDescription:
      'Striking redheaded companions in London, from copper to auburn, for gallery evenings, literary events and dinners. Discreet introductions by Velvet.',
    keywords: ['redhead escorts London', 'redhead companion', 'auburn companion', 'gallery evening', 'Mayfair private view'],
  },
];
