import type { SeedBlogPost } from './types';

/**
 * Journal articles. `content` is HTML limited to h2, p, ul, li, blockquote,
 * strong and em. `readTime` is words / 200, rounded up.
 */
export const seedBlogPosts: SeedBlogPost[] = [
  {
    title: 'Where to Dine in London This Season',
    slug: 'where-to-dine-in-london-this-season',
    excerpt:
      "From grand hotel dining rooms to candlelit neighbourhood favourites, our concierge team shares the London tables we recommend most often for a memorable evening for two.",
    content: `<p>Ask our concierge team which question they hear most often, and the answer is always the same: <em>where should we eat?</em> London has never had a more exciting restaurant scene, but choice can be overwhelming. Here are the kinds of tables we recommend again and again, and why they work so well for an evening with engaging company.</p>
<h2>The grand dining rooms</h2>
<p>Some occasions call for a sense of theatre. The great hotel dining rooms of Mayfair and Piccadilly offer soaring ceilings, polished service and the quiet reassurance that every detail has been considered. The Ritz London remains the benchmark for old-world glamour, while Claridge's and The Connaught balance tradition with thoroughly modern cooking.</p>
<p>These are the rooms for anniversaries, celebrations and first dinners where you want the setting to do some of the talking. Dress codes still apply in several of them, so our concierge will always let you and your companion know what to wear.</p>
<h2>Intimate neighbourhood favourites</h2>
<p>For many members, the most enjoyable evenings happen somewhere smaller. Marylebone, Notting Hill and Chelsea are full of candlelit bistros where the tables are close enough for conversation but far enough apart for privacy. The menus change with the seasons, the wine lists reward curiosity and the staff remember returning guests.</p>
<ul>
<li><strong>Marylebone:</strong> relaxed European cooking on and around the High Street, ideal after a recital at Wigmore Hall.</li>
<li><strong>Notting Hill:</strong> neighbourhood restaurants on Ledbury Road and Westbourne Grove with devoted followings.</li>
<li><strong>Chelsea:</strong> long, lazy lunches on the King's Road and refined dinners near Sloane Square.</li>
</ul>
<h2>Chef's tables and counters</h2>
<p>If you and your companion enjoy watching a kitchen at work, a chef's counter is a wonderful choice. Fitzrovia and Soho have several excellent examples, from Japanese omakase to modern British tasting menus. Sitting side by side rather than opposite one another also makes conversation feel relaxed and natural, which is especially welcome at a first meeting.</p>
<h2>Riverside and rooftop views</h2>
<p>On a warm evening, few things beat dinner with a view. The South Bank, Battersea Power Station and the rooftops of the City all offer spectacular outlooks over the Thames. In Hammersmith, The River Café has been serving seasonal Italian food beside the river for decades, and lunch on its terrace remains one of London's great pleasures.</p>
<blockquote>The best restaurant is the one where you both forget to check the time.</blockquote>
<h2>A few practical tips</h2>
<ul>
<li>Book early for Friday and Saturday evenings, particularly in December and during the summer season.</li>
<li>Mention any dietary requirements when you book with our concierge; our companions will do the same.</li>
<li>Ask for a quieter table or a banquette if you would like to talk easily.</li>
<li>Let our concierge make the reservation if you prefer; we are happy to handle the details discreetly.</li>
</ul>
<p>Whatever you choose, the secret to a wonderful dinner is rarely the food alone. It is the company, the conversation and the feeling that the evening has been arranged with care. That, after all, is what we are here for.</p>`,
    author: 'Charlotte Ashworth',
    category: 'Lifestyle',
    metaDescription:
      "Our concierge team shares the London restaurants and dining rooms they recommend most for an elegant evening for two, from Mayfair to the river.",
    seoKeywords: 'London restaurants, dinner date London, Mayfair dining, fine dining London, dinner companion',
    serviceKeywords: ['Dinner Companion', 'Business Dinners', 'Luxury Events'],
    isPublished: true,
    isFeatured: true,
    readTime: 3,
    daysAgo: 5,
  },
  {
    title: 'The Etiquette of a First Meeting',
    slug: 'the-etiquette-of-a-first-meeting',
    excerpt:
      'A first meeting sets the tone for everything that follows. Our guide to punctuality, conversation, dress and good manners will help you both relax and enjoy the evening.',
    content: `<p>A first meeting with a new companion should feel easy, warm and unhurried. In our experience, the evenings members remember most fondly are the ones where both people felt comfortable from the very first minute. A little thought beforehand goes a long way, so here is our guide to getting the details right.</p>
<h2>Choose the right setting</h2>
<p>For a first meeting, we always recommend a public venue: a hotel bar, a restaurant or the foyer of a theatre. A calm, well-lit lounge in Mayfair or Marylebone is ideal. It allows you both to relax, gives conversation room to breathe and makes it easy to move on to dinner or a show if the mood is right.</p>
<h2>Punctuality matters</h2>
<p>Arriving on time is the simplest courtesy of all. Our companions make a point of being punctual, and they appreciate the same in return. If you are delayed, a brief message through the concierge is always welcome. Remember that the booking begins at the agreed time, so arriving late simply shortens your evening together.</p>
<h2>Dress for the occasion</h2>
<p>Let us know your plans in advance so your companion can dress appropriately. A smart restaurant calls for a jacket, a black-tie gala for a dinner suit, and a gallery opening for something a little more relaxed. When in doubt, err on the side of elegance; it is rarely a mistake in London.</p>
<h2>The art of conversation</h2>
<p>Our companions are chosen for their intelligence and warmth, and most have fascinating stories of their own. The best conversations are a genuine exchange, so ask about her interests, her travels and her favourite corners of the city, and share a little of your own.</p>
<ul>
<li><strong>Do</strong> listen as much as you talk.</li>
<li><strong>Do</strong> keep your phone in your pocket, unless you are sharing a photograph of your last holiday.</li>
<li><strong>Avoid</strong> overly personal questions about her private life or surname.</li>
<li><strong>Avoid</strong> discussing fees during the evening; these are settled with the concierge in advance.</li>
</ul>
<h2>Respect boundaries</h2>
<p>Every booking with Velvet is for time and companionship, agreed in advance. Our companions are independent professionals who may end any meeting at which they feel uncomfortable, and we support them fully in doing so. Courtesy, respect and good humour are the foundations of every successful evening.</p>
<blockquote>Good manners are simply a way of making the other person feel at ease. Everything else follows naturally.</blockquote>
<h2>Afterwards</h2>
<p>A simple thank you at the end of the evening is always appreciated. If you enjoyed your time together, you are welcome to leave a review on your companion's profile while signed in (our team reads each one before it appears); it helps other members choose well and means a great deal to the companion herself. And if you would like to meet again, our concierge will be delighted to arrange it.</p>
<p>First meetings need not be daunting. With a good venue, a little preparation and an open mind, they are often the beginning of something genuinely enjoyable.</p>`,
    author: 'Eleanor Whitcombe',
    category: 'Etiquette',
    metaDescription:
      'How to make a first meeting with a companion relaxed and enjoyable: choosing a venue, punctuality, dress codes, conversation and respecting boundaries.',
    seoKeywords: 'first meeting etiquette, companion etiquette, dinner date tips, London dating etiquette, discreet companionship',
    serviceKeywords: ['Dinner Companion', 'Private Meetings', 'Social Events'],
    isPublished: true,
    isFeatured: true,
    readTime: 3,
    daysAgo: 12,
  },
  {
    title: "The London Season: A Companion's Calendar",
    slug: 'the-london-season-a-companions-calendar',
    excerpt:
      'From the Chelsea Flower Show to Royal Ascot, Henley and Wimbledon, the London season is a whirl of dress codes and traditions. Here is how to enjoy every occasion in style.',
    content: `<p>Each year, from late spring until the end of summer, London and the Home Counties host a sequence of events known collectively as <em>the Season</em>. Once the preserve of debutantes, it is now open to anyone with a ticket and a sense of occasion. Many of our members like to attend with a companion who knows the traditions, and our team is frequently asked for advice. Here is our guide.</p>
<h2>May: the Chelsea Flower Show</h2>
<p>The Royal Horticultural Society's show in the grounds of the Royal Hospital Chelsea opens the Season each May. The gala preview evening is the most glamorous ticket, with champagne among the show gardens. Comfortable yet elegant shoes are essential, as the lawns are extensive.</p>
<h2>June: Royal Ascot</h2>
<p>Royal Ascot is the most famous fixture of all, with its procession of carriages and its celebrated hats. Each enclosure has its own dress code. In the Royal Enclosure, gentlemen wear morning dress with a top hat, and ladies wear formal daywear with a hat rather than a fascinator.</p>
<ul>
<li><strong>Plan ahead:</strong> Royal Enclosure badges require sponsorship and are applied for well in advance.</li>
<li><strong>Travel:</strong> trains run from Waterloo, but many guests prefer a car to avoid the crowds.</li>
<li><strong>Companions:</strong> our team can introduce a companion familiar with the day's etiquette.</li>
</ul>
<h2>Late June and July: Wimbledon and Henley</h2>
<p>The Championships at Wimbledon bring strawberries, cream and some of the world's finest tennis. Debenture tickets offer the most comfortable experience and access to private restaurants. Meanwhile, the Henley Royal Regatta on the Thames combines rowing with picnics and Pimm's. In the Stewards' Enclosure, the dress code is strict: jackets and ties for gentlemen, and dresses or skirts below the knee for ladies.</p>
<h2>Summer: opera and music</h2>
<p>Country-house opera is one of the Season's quiet joys. Glyndebourne in East Sussex is the best known, with its long dinner interval and picnics on the lawn, while Garsington and Grange Park offer equally enchanting settings. In London, Opera Holland Park and the BBC Proms at the Royal Albert Hall are wonderful for a more spontaneous evening.</p>
<blockquote>The Season is less about being seen and more about sharing a beautiful day with good company.</blockquote>
<h2>Autumn: art and the arts</h2>
<p>As summer fades, attention turns to the arts. October brings Frieze London to Regent's Park, with gallery dinners and private views across Mayfair. The Royal Opera House and the West End launch their new seasons, and the city's charity galas begin in earnest.</p>
<h2>Booking for the Season</h2>
<p>The Season is our busiest period, and the most popular companions are often reserved weeks in advance. If you have tickets, let us know as early as possible. Our concierge can advise on dress codes, travel and timings, and will introduce a companion who will make the day a pleasure from start to finish.</p>`,
    author: 'Charlotte Ashworth',
    category: 'Events',
    metaDescription:
      'A guide to the London social season with a companion: Chelsea Flower Show, Royal Ascot, Wimbledon, Henley and summer opera, with dress codes and tips.',
    seoKeywords: 'London social season, Royal Ascot companion, Wimbledon, Henley Regatta, Chelsea Flower Show, event companion',
    serviceKeywords: ['Event Escort', 'Social Events', 'Luxury Events', 'Cultural Events'],
    isPublished: true,
    isFeatured: false,
    readTime: 3,
    daysAgo: 24,
  },
  {
    title: 'The Art of Discretion',
    slug: 'the-art-of-discretion',
    excerpt:
      'Discretion is the foundation of everything we do at Velvet. We explain how we protect the privacy of members and companions alike, and how you can help us keep it that way.',
    content: `<p>When we founded Velvet, we made one promise above all others: that every introduction would be handled with complete discretion. It is a promise that shapes every part of the service, from the way we write our emails to the way we store information. In this article we explain what discretion means to us in practice.</p>
<h2>Discretion by design</h2>
<p>True privacy cannot be bolted on afterwards; it must be built into the service from the start. That is why we collect only the information we genuinely need, keep it for no longer than necessary and restrict access to a small number of trusted staff.</p>
<ul>
<li><strong>Minimal data:</strong> we ask only for what is needed to verify membership and arrange bookings.</li>
<li><strong>No third-party tracking:</strong> our website uses only strictly necessary cookies (one keeps you signed in, a short-lived one covers a two-factor sign-in) and no advertising or third-party trackers; we count page views ourselves, without cookies and without recording who you are.</li>
<li><strong>Understated communications:</strong> our messages come from an unbranded address and never mention your full name.</li>
<li><strong>Secure storage:</strong> information is encrypted in transit and stored in the United Kingdom or the European Economic Area.</li>
</ul>
<h2>Protecting our companions</h2>
<p>Discretion works in both directions. Our companions are independent professionals, and many have careers, studies and families who know them only by their real names. We never publish surnames, and members are asked not to photograph, record or share details of companions without explicit consent. Profiles may show a companion's face or not, entirely at her discretion.</p>
<h2>Members-only galleries</h2>
<p>Some companions prefer to share their full galleries only with approved members. That is why some profiles open only to approved members once they have signed in, and certain photographs are visible only to members with an active subscription. It allows companions to control exactly who sees their images while giving members a fuller picture of the people they are choosing to meet.</p>
<blockquote>Privacy is not a feature we offer. It is the reason people trust us in the first place.</blockquote>
<h2>What you can do</h2>
<p>Discretion is a shared responsibility, and our members play an important part in it. A few simple habits make a real difference:</p>
<ul>
<li>Use a strong, unique password and keep your login details private.</li>
<li>Arrange bookings only with our concierge, by the telephone number or email address on this website.</li>
<li>Choose public, well-known venues for first meetings.</li>
<li>Be mindful when discussing your plans with others, for your companion's sake as well as your own.</li>
</ul>
<h2>Your rights</h2>
<p>Under UK data protection law, you may ask to see the information we hold about you, correct it or have it deleted. You can do so at any time by writing to privacy@velvet.london. We will respond promptly and without fuss.</p>
<p>Discretion is not about secrecy for its own sake. It is about respect for our members, for our companions and for the trust they place in us every time they make an introduction through Velvet.</p>`,
    author: 'James Harcourt',
    category: 'Etiquette',
    metaDescription:
      'How Velvet protects the privacy of members and companions: minimal data, no tracking, understated communications and members-only galleries.',
    seoKeywords: 'discreet companionship, privacy, members only directory, UK GDPR, discreet introductions London',
    serviceKeywords: ['Private Meetings', 'Business Dinners'],
    isPublished: true,
    isFeatured: false,
    readTime: 3,
    daysAgo: 38,
  },
  {
    title: "An Insider's Guide to Mayfair",
    slug: 'an-insiders-guide-to-mayfair',
    excerpt:
      "Grand hotels, hidden mews, world-class galleries and the finest tailoring in the world. Our insider's guide to spending a perfect day and evening in Mayfair with a companion.",
    content: `<p>Bounded by Park Lane, Oxford Street, Regent Street and Piccadilly, Mayfair packs more luxury into a single square mile than anywhere else in London. It is also where Velvet began, in a small office overlooking a quiet mews. Here is our insider's guide to enjoying it at its best.</p>
<h2>Morning: galleries and tailors</h2>
<p>Start the day on Cork Street and Albemarle Street, home to some of the most respected commercial galleries in the world. Many have free exhibitions that change every few weeks. A short walk brings you to the Royal Academy of Arts on Piccadilly, whose Summer Exhibition has run every year since 1769.</p>
<p>From there, Savile Row is only a few steps away. Even if you are not commissioning a suit, a visit to one of its historic tailors is a fascinating glimpse into a centuries-old craft.</p>
<h2>Lunch: Mount Street and beyond</h2>
<p>Mount Street is one of London's most elegant streets, lined with terracotta facades, boutiques and excellent restaurants. Scott's, with its celebrated seafood and people-watching terrace, is a Mayfair institution. For something lighter, the cafés around Grosvenor Square and the peaceful Mount Street Gardens are perfect on a sunny day.</p>
<h2>Afternoon: shopping and tea</h2>
<ul>
<li><strong>Bond Street:</strong> the great fashion and jewellery houses, from Old Bond Street to New Bond Street.</li>
<li><strong>Burlington Arcade:</strong> a Regency covered arcade still patrolled by top-hatted beadles.</li>
<li><strong>Afternoon tea:</strong> The Ritz London, Claridge's and The Connaught each offer their own take on the tradition.</li>
<li><strong>Shepherd Market:</strong> a charming village of pubs and small restaurants hidden behind Curzon Street.</li>
</ul>
<h2>Evening: cocktails and dinner</h2>
<p>As the light fades, Mayfair's hotel bars come into their own. Berkeley Square and the streets around it offer some of the finest cocktail bars in the world, where expert bartenders and discreet service set the tone for the evening. It is our favourite place for a first meeting: relaxed, beautiful and entirely private.</p>
<p>For dinner, choose from Michelin-starred dining rooms, legendary steak houses or the playful, art-filled rooms of Sketch on Conduit Street. Whatever your taste, our concierge will happily make a recommendation and secure the reservation.</p>
<blockquote>Mayfair rewards those who wander. The best discoveries are often just around the corner, in a mews you had never noticed before.</blockquote>
<h2>Meeting a companion in Mayfair</h2>
<p>Mayfair is the most popular district for Velvet introductions, and many of our most requested companions live or work nearby. As it is in Central London, there is no travel supplement. For special occasions, such as gallery dinners during Frieze week or a Christmas celebration at a grand hotel, we recommend booking well in advance.</p>
<p>Whether you are visiting for a night or live around the corner, Mayfair never fails to make an evening feel special. We hope this guide helps you discover a few new favourites.</p>`,
    author: 'James Harcourt',
    category: 'Guides',
    metaDescription:
      "Our insider's guide to Mayfair with a companion: Cork Street galleries, Mount Street lunches, Bond Street shopping and the best hotel bars for the evening.",
    seoKeywords: 'Mayfair guide, Mayfair companion, Mayfair restaurants, Bond Street, afternoon tea Mayfair, Mayfair escorts',
    serviceKeywords: ['Dinner Companion', 'Art Exhibitions', 'Luxury Events'],
    isPublished: true,
    isFeatured: false,
    readTime: 3,
    daysAgo: 57,
  },
  {
    title: 'A Weekend in Richmond',
    slug: 'a-weekend-in-richmond',
    excerpt:
      'Deer in the park, lunch among the greenhouses and the most famous view in England. How to spend a slow, romantic weekend in Richmond upon Thames with a companion.',
    content: `<p>Just half an hour from Waterloo, Richmond upon Thames feels like another world. Its riverside, its royal park and its gardens make it the perfect setting for a weekend at a gentler pace. Here is how we would spend two days there with good company.</p>
<h2>Saturday morning: Richmond Park</h2>
<p>Begin with a walk in Richmond Park, the largest of London's Royal Parks and home to hundreds of free-roaming red and fallow deer. Early morning is the most magical time, when mist lies over the grass and the city feels a world away. Keep a respectful distance from the deer, especially in autumn.</p>
<p>Make your way to King Henry's Mound, where a carefully protected sightline frames St Paul's Cathedral ten miles away. It is one of London's best-kept secrets.</p>
<h2>Saturday lunch: Petersham Nurseries</h2>
<p>A short stroll across Petersham Meadows brings you to Petersham Nurseries, where lunch is served in a glasshouse filled with flowers and vintage furniture. The seasonal menu draws on the kitchen garden, and the atmosphere is relaxed and romantic. Booking ahead is essential, especially at weekends.</p>
<h2>Saturday afternoon: the river</h2>
<ul>
<li>Hire a rowing boat from the riverside near Richmond Bridge.</li>
<li>Walk the towpath to Ham House, a remarkably preserved seventeenth-century mansion.</li>
<li>Take the little foot ferry across to Marble Hill if it is running.</li>
<li>Stop for a drink at one of the riverside terraces as the sun sets.</li>
</ul>
<h2>Saturday evening: theatre and dinner</h2>
<p>Richmond Theatre, designed by the great Victorian architect Frank Matcham, hosts touring productions and pre-West End runs. Afterwards, enjoy dinner in one of the neighbourhood restaurants around Richmond Green, or at a table with a view of the river from Richmond Hill.</p>
<blockquote>The view from Richmond Hill is the only view in England protected by an Act of Parliament. On a clear evening, it is easy to see why.</blockquote>
<h2>Sunday: Kew Gardens</h2>
<p>Spend Sunday at the Royal Botanic Gardens, Kew, a UNESCO World Heritage Site. Explore the Palm House and the Temperate House, walk the treetop walkway and admire the Great Pagoda. A leisurely lunch in Kew Village rounds off the weekend beautifully.</p>
<h2>Practical notes</h2>
<p>Richmond is easy to reach by train from Waterloo or by the District line and Overground. For weekend bookings outside Central London, a travel supplement may apply: the companion's profile shows it where she has set one, and our concierge confirms it before you book. Weekend bookings should be made at least a week ahead, and our concierge is happy to arrange restaurant and theatre reservations.</p>`,
    author: 'Sophie Marchmont',
    category: 'Guides',
    metaDescription:
      'How to spend a slow, romantic weekend in Richmond upon Thames with a companion: Richmond Park, Petersham Nurseries, the river and Kew Gardens.',
    seoKeywords: 'Richmond weekend, Richmond Park, Kew Gardens, Petersham Nurseries, weekend companion London, travel companion',
    serviceKeywords: ['Travel Companion', 'Cultural Events'],
    isPublished: false,
    isFeatured: false,
    readTime: 3,
    daysAgo: 3,
  },
];
