import type { SeedLocation } from './types';

/**
 * London districts covered by Velvet. Coordinates are approximate district
 * centres (WGS84, 4 decimal places); postcodes are the principal postcode
 * districts for each area.
 */
export const seedLocations: SeedLocation[] = [
  {
    id: 1,
    slug: 'knightsbridge',
    name: 'Knightsbridge',
    description:
      'Discreet companions in Knightsbridge for afternoon tea, designer shopping and dinner near Hyde Park, meeting at the finest hotels in SW1X and SW3.',
    content: `<h2>An evening in Knightsbridge</h2>
<p>Knightsbridge is London at its most polished: the green and gold of Harrods, the boutiques of Sloane Street and the quiet grandeur of the hotels facing Hyde Park. Our Knightsbridge companions know the neighbourhood intimately and make perfect partners for a leisurely afternoon or a glamorous evening.</p>
<ul>
<li>Afternoon tea at The Berkeley or the Mandarin Oriental</li>
<li>Shopping on Sloane Street and Brompton Road</li>
<li>Dinner at the celebrated restaurants around Knightsbridge Green</li>
<li>An evening walk along the Serpentine in Hyde Park</li>
</ul>
<p>Meetings are usually arranged in hotel lounges or restaurants, and our concierge team can take care of reservations on your behalf.</p>`,
    seoTitle: 'Escorts in Knightsbridge | Elite London Companions',
    seoDescription:
      'Discreet Knightsbridge companions for afternoon tea, shopping and dinner near Hyde Park. Verified profiles and personal concierge service from Velvet.',
    keywords: ['Knightsbridge escorts', 'Knightsbridge companion', 'Harrods shopping companion', 'Hyde Park dinner date', 'SW1X companion'],
    lat: 51.5015,
    lng: -0.1607,
    postcodes: ['SW1X', 'SW3', 'SW7'],
    nearbyLandmarks: ['Harrods', 'Harvey Nichols', 'Hyde Park', 'Mandarin Oriental Hyde Park', 'The Berkeley', 'Sloane Street'],
  },
  {
    id: 2,
    slug: 'mayfair',
    name: 'Mayfair',
    description:
      "Elegant Mayfair companions for dinner at the capital's grandest hotels, private views on Cork Street and cocktails around Berkeley Square.",
    content: `<h2>An evening in Mayfair</h2>
<p>Mayfair has been the address of choice for London society for three centuries. Between Park Lane and Regent Street lie Claridge's, The Connaught and The Dorchester, the galleries of Cork Street and the tailors of Savile Row. It is the natural home of our most requested companions.</p>
<ul>
<li>Cocktails at a Berkeley Square hotel bar</li>
<li>Dinner at one of Mayfair's Michelin-starred dining rooms</li>
<li>Private views at the Royal Academy of Arts and Cork Street galleries</li>
<li>Shopping on Bond Street and Mount Street</li>
</ul>
<p>Whether you are staying at The Ritz London or visiting for a business dinner, our concierge team will arrange an introduction with complete discretion.</p>`,
    seoTitle: 'Escorts in Mayfair | Elite London Companions',
    seoDescription:
      'Elegant Mayfair companions for dinner at grand hotels, gallery private views and Berkeley Square cocktails. Verified, discreet Velvet introductions.',
    keywords: ['Mayfair escorts', 'Mayfair companion', 'Berkeley Square dinner', 'Bond Street companion', 'W1 elite companion', 'Ritz London date'],
    lat: 51.5094,
    lng: -0.1478,
    postcodes: ['W1J', 'W1K', 'W1S'],
    nearbyLandmarks: ['Berkeley Square', 'The Ritz London', "Claridge's", 'The Dorchester', 'Bond Street', 'Royal Academy of Arts'],
  },
  {
    id: 3,
    slug: 'chelsea',
    name: 'Chelsea',
    description:
      "Stylish Chelsea companions for long lunches on the King's Road, evenings at the Royal Court Theatre and riverside walks along Chelsea Embankment.",
    content: `<h2>An evening in Chelsea</h2>
<p>Chelsea blends bohemian history with effortless style. The King's Road still hums with boutiques and brasseries, Sloane Square hosts the Royal Court Theatre, and garden squares give way to the river at Chelsea Embankment. Our Chelsea companions love the area's relaxed glamour.</p>
<ul>
<li>Long lunches on the King's Road</li>
<li>New writing at the Royal Court Theatre on Sloane Square</li>
<li>Exhibitions at the Saatchi Gallery</li>
<li>Riverside strolls past the Royal Hospital Chelsea</li>
</ul>
<p>In May, the Chelsea Flower Show transforms the neighbourhood, and our companions are popular guests at the gala evenings and garden parties that surround it.</p>`,
    seoTitle: 'Escorts in Chelsea | Elite London Companions',
    seoDescription:
      "Stylish Chelsea companions for King's Road lunches, Royal Court evenings and Flower Show parties. Discreet, verified introductions by Velvet.",
    keywords: ['Chelsea escorts', 'Chelsea companion', "King's Road lunch", 'Sloane Square evening', 'Chelsea Flower Show companion'],
    lat: 51.4875,
    lng: -0.1687,
    postcodes: ['SW3', 'SW10', 'SW1W'],
    nearbyLandmarks: ["King's Road", 'Sloane Square', 'Royal Hospital Chelsea', 'Saatchi Gallery', 'Chelsea Physic Garden', 'Royal Court Theatre'],
  },
  {
    id: 4,
    slug: 'belgravia',
    name: 'Belgravia',
    description:
      'Refined Belgravia companions for quiet dinners on Elizabeth Street, embassy receptions and cocktails in the stately hotels around Belgrave Square.',
    content: `<h2>An evening in Belgravia</h2>
<p>Belgravia is London's most serene postcode: white stucco terraces, private garden squares and a cluster of embassies around Belgrave Square. Behind the calm facades you will find some of the capital's most charming mews pubs and intimate restaurants.</p>
<ul>
<li>Cocktails at The Lanesborough or The Goring</li>
<li>Quiet dinners on Elizabeth Street and Motcomb Street</li>
<li>Embassy receptions and charity evenings</li>
<li>Sunday lunch in a hidden mews pub</li>
</ul>
<p>Our Belgravia companions are chosen for their poise and discretion, and they are accustomed to formal occasions as well as relaxed neighbourhood evenings.</p>`,
    seoTitle: 'Escorts in Belgravia | Elite London Companions',
    seoDescription:
      'Refined Belgravia companions for Elizabeth Street dinners, embassy receptions and hotel cocktails near Belgrave Square. Poised and discreet.',
    keywords: ['Belgravia escorts', 'Belgravia companion', 'Belgrave Square', 'embassy reception companion', 'SW1X dinner date'],
    lat: 51.4975,
    lng: -0.1527,
    postcodes: ['SW1X', 'SW1W'],
    nearbyLandmarks: ['Belgrave Square', 'Eaton Square', 'The Lanesborough', 'The Goring', 'Elizabeth Street', 'Motcomb Street'],
  },
  {
    id: 5,
    slug: 'kensington',
    name: 'Kensington',
    description:
      'Cultured Kensington companions for concerts at the Royal Albert Hall, walks in Kensington Gardens and dinner along Kensington High Street.',
    content: `<h2>An evening in Kensington</h2>
<p>Royal Kensington is a borough of palaces, gardens and great cultural institutions. Kensington Palace looks out over Kensington Gardens, the Royal Albert Hall hosts the Proms each summer, and Kensington High Street offers everything from neighbourhood bistros to the Design Museum.</p>
<ul>
<li>Concerts and the BBC Proms at the Royal Albert Hall</li>
<li>Morning walks through Kensington Gardens</li>
<li>Exhibitions at the Design Museum</li>
<li>Dinner at the restaurants of Kensington Church Street</li>
</ul>
<p>Our Kensington companions are often students or graduates of the nearby colleges and museums, and they bring real curiosity to every outing.</p>`,
    seoTitle: 'Escorts in Kensington | Elite London Companions',
    seoDescription:
      'Cultured Kensington companions for Royal Albert Hall concerts, garden walks and dinners on Kensington High Street. Verified, discreet introductions.',
    keywords: ['Kensington escorts', 'Kensington companion', 'Royal Albert Hall date', 'Kensington Gardens', 'W8 companion'],
    lat: 51.5009,
    lng: -0.1925,
    postcodes: ['W8', 'W14', 'SW7'],
    nearbyLandmarks: ['Kensington Palace', 'Kensington Gardens', 'Royal Albert Hall', 'Design Museum', 'Kensington High Street', 'Royal Garden Hotel'],
  },
  {
    id: 6,
    slug: 'canary-wharf',
    name: 'Canary Wharf',
    description:
      'Polished Canary Wharf companions for client dinners, rooftop drinks and waterside evenings, ideal for executives visiting E14 on business.',
    content: `<h2>An evening in Canary Wharf</h2>
<p>Canary Wharf is London's glittering second financial district, a forest of glass towers rising from the old West India Docks. After hours it becomes a surprisingly lively place, with waterside restaurants, rooftop bars and the gardens of Crossrail Place.</p>
<ul>
<li>Client dinners in the restaurants around Cabot Square</li>
<li>Rooftop drinks with views over the Thames</li>
<li>Waterside evenings at West India Quay</li>
<li>A quick hop to The O2 for concerts and events</li>
</ul>
<p>Our Canary Wharf companions are polished, punctual and comfortable in corporate settings, making them ideal for executives visiting on business.</p>`,
    seoTitle: 'Escorts in Canary Wharf | Elite London Companions',
    seoDescription:
      'Polished Canary Wharf companions for client dinners, rooftop drinks and waterside evenings in E14. Punctual, professional and discreet.',
    keywords: ['Canary Wharf escorts', 'Canary Wharf companion', 'business dinner companion', 'E14 companion', 'corporate event companion'],
    lat: 51.5054,
    lng: -0.0235,
    postcodes: ['E14'],
    nearbyLandmarks: ['One Canada Square', 'Crossrail Place Roof Garden', 'Museum of London Docklands', 'West India Quay', 'Canada Square Park'],
  },
  {
    id: 7,
    slug: 'notting-hill',
    name: 'Notting Hill',
    description:
      'Charming Notting Hill companions for Portobello Road mornings, films at the Electric Cinema and dinners in the pastel-coloured streets of W11.',
    content: `<h2>An evening in Notting Hill</h2>
<p>Notting Hill is all pastel terraces, antique stalls and neighbourhood restaurants with devoted followings. On Saturdays Portobello Road fills with treasure hunters, while in the evenings the Electric Cinema and the bars of Westbourne Grove draw a stylish crowd.</p>
<ul>
<li>Saturday mornings browsing Portobello Road Market</li>
<li>Films in the velvet armchairs of the Electric Cinema</li>
<li>Brunch on Ledbury Road and Westbourne Grove</li>
<li>Dinner in a candlelit neighbourhood favourite</li>
</ul>
<p>Our Notting Hill companions are creative, warm and relaxed, perfect for a day that drifts gently from brunch to dinner.</p>`,
    seoTitle: 'Escorts in Notting Hill | Elite London Companions',
    seoDescription:
      'Charming Notting Hill companions for Portobello Road mornings, Electric Cinema evenings and neighbourhood dinners. Discreet Velvet introductions.',
    keywords: ['Notting Hill escorts', 'Notting Hill companion', 'Portobello Road', 'Electric Cinema date', 'W11 companion'],
    lat: 51.5091,
    lng: -0.1966,
    postcodes: ['W11', 'W2'],
    nearbyLandmarks: ['Portobello Road Market', 'The Electric Cinema', 'Notting Hill Gate', 'Westbourne Grove', 'The Coronet Theatre'],
  },
  {
    id: 8,
    slug: 'covent-garden',
    name: 'Covent Garden',
    description:
      'Theatre-loving Covent Garden companions for opera at the Royal Opera House, West End premieres and late suppers around the Piazza.',
    content: `<h2>An evening in Covent Garden</h2>
<p>Covent Garden is the beating heart of theatreland. The Royal Opera House anchors the Piazza, West End stages line Drury Lane and the Strand, and Seven Dials hides some of London's most inviting restaurants. It is the perfect setting for an evening built around a performance.</p>
<ul>
<li>Opera and ballet at the Royal Opera House</li>
<li>West End musicals at the Theatre Royal Drury Lane</li>
<li>Pre-theatre dinner in Seven Dials</li>
<li>Late supper and cocktails at The Savoy</li>
</ul>
<p>Tell us which show you are seeing and we will introduce a companion who shares your enthusiasm for the stage.</p>`,
    seoTitle: 'Escorts in Covent Garden | Elite London Companions',
    seoDescription:
      'Theatre-loving Covent Garden companions for opera, West End shows and late suppers around the Piazza. Verified profiles and discreet booking.',
    keywords: ['Covent Garden escorts', 'theatre companion', 'Royal Opera House date', 'West End companion', 'WC2 companion'],
    lat: 51.5117,
    lng: -0.124,
    postcodes: ['WC2E', 'WC2H', 'WC2B'],
    nearbyLandmarks: ['Royal Opera House', 'Covent Garden Piazza', 'Seven Dials', 'London Transport Museum', 'Theatre Royal Drury Lane', 'The Savoy'],
  },
  {
    id: 9,
    slug: 'shoreditch',
    name: 'Shoreditch',
    description:
      'Creative Shoreditch companions for gallery openings, cocktail bars and late-night dining in the most inventive corner of East London.',
    content: `<h2>An evening in Shoreditch</h2>
<p>Shoreditch is East London's creative engine: street art on every wall, warehouse galleries, experimental restaurants and cocktail bars that change the rules. On Sunday mornings Columbia Road bursts with flowers, and Brick Lane is never far away for a late bite.</p>
<ul>
<li>Gallery openings around Hoxton Square</li>
<li>Inventive tasting menus and chef's counters</li>
<li>Sunday mornings at Columbia Road Flower Market</li>
<li>Vintage hunting in Spitalfields and Brick Lane</li>
</ul>
<p>Our Shoreditch companions are artists, designers and creative professionals who love introducing guests to the newest places in town.</p>`,
    seoTitle: 'Escorts in Shoreditch | Elite London Companions',
    seoDescription:
      'Creative Shoreditch companions for gallery openings, cocktail bars and inventive dining in East London. Verified profiles and discreet introductions.',
    keywords: ['Shoreditch escorts', 'Shoreditch companion', 'East London date', 'gallery opening companion', 'cocktail bar companion'],
    lat: 51.5265,
    lng: -0.0786,
    postcodes: ['E1', 'E2', 'EC2A'],
    nearbyLandmarks: ['Boxpark Shoreditch', 'Brick Lane', 'Columbia Road Flower Market', 'Old Spitalfields Market', 'Hoxton Square'],
  },
  {
    id: 10,
    slug: 'marylebone',
    name: 'Marylebone',
    description:
      'Charming Marylebone companions for dinners on the High Street, concerts at Wigmore Hall and afternoons at The Wallace Collection.',
    content: `<h2>An evening in Marylebone</h2>
<p>Marylebone feels like a village tucked inside the West End. Its High Street is lined with independent shops and excellent restaurants, Wigmore Hall offers some of the finest chamber music in Europe, and The Wallace Collection hides Old Masters in an elegant townhouse.</p>
<ul>
<li>Dinner at the restaurants of Marylebone High Street</li>
<li>Recitals at Wigmore Hall</li>
<li>Art and afternoon tea at The Wallace Collection</li>
<li>Summer walks in Regent's Park</li>
</ul>
<p>Our Marylebone companions are cultured and easy-going, ideal for an unhurried evening that begins with a concert and ends with dessert.</p>`,
    seoTitle: 'Escorts in Marylebone | Elite London Companions',
    seoDescription:
      'Charming Marylebone companions for High Street dinners, Wigmore Hall recitals and Wallace Collection afternoons. Discreet, verified introductions.',
    keywords: ['Marylebone escorts', 'Marylebone companion', 'Wigmore Hall date', 'Marylebone High Street dinner', 'W1U companion'],
    lat: 51.52,
    lng: -0.152,
    postcodes: ['W1U', 'W1G', 'W1H', 'NW1'],
    nearbyLandmarks: ['Marylebone High Street', 'The Wallace Collection', "Regent's Park", 'Wigmore Hall', 'Chiltern Firehouse', 'Daunt Books'],
  },
  {
    id: 11,
    slug: 'fitzrovia',
    name: 'Fitzrovia',
    description:
      'Stylish Fitzrovia companions for dinner on Charlotte Street, drinks at a design-led hotel bar and evenings in the creative heart of the West End.',
    content: `<h2>An evening in Fitzrovia</h2>
<p>Fitzrovia has always attracted writers, artists and media types. Charlotte Street remains one of London's great restaurant streets, Fitzroy Square is a Georgian gem and the BT Tower keeps watch over it all. It is lively by night without ever feeling frantic.</p>
<ul>
<li>Dinner on Charlotte Street and Rathbone Place</li>
<li>Cocktails in the lobby bar at The London EDITION</li>
<li>Evening walks around Fitzroy Square</li>
<li>Quick access to Soho and the West End theatres</li>
</ul>
<p>Our Fitzrovia companions are stylish, sociable and well informed about the capital's ever-changing restaurant scene.</p>`,
    seoTitle: 'Escorts in Fitzrovia | Elite London Companions',
    seoDescription:
      'Stylish Fitzrovia companions for Charlotte Street dinners, hotel bar cocktails and West End evenings. Verified profiles and discreet introductions.',
    keywords: ['Fitzrovia escorts', 'Fitzrovia companion', 'Charlotte Street dinner', 'W1T companion', 'West End evening'],
    lat: 51.5186,
    lng: -0.1376,
    postcodes: ['W1T', 'W1W'],
    nearbyLandmarks: ['Charlotte Street', 'BT Tower', 'Fitzroy Square', 'The London EDITION', "Pollock's Toy Museum"],
  },
  {
    id: 12,
    slug: 'south-kensington',
    name: 'South Kensington',
    description:
      'Curious South Kensington companions for museum late openings, French bistros and concerts along Exhibition Road in SW7.',
    content: `<h2>An evening in South Kensington</h2>
<p>South Kensington is London's museum quarter. The Natural History Museum, the Victoria and Albert Museum and the Science Museum stand side by side on Exhibition Road, surrounded by French bistros, patisseries and elegant garden squares. The Royal Albert Hall is only a short stroll away.</p>
<ul>
<li>Friday late openings at the V&amp;A</li>
<li>Lunch in the French bistros around Bute Street</li>
<li>Concerts at the Royal Albert Hall</li>
<li>Evening walks through the garden squares of Onslow and Thurloe</li>
</ul>
<p>Our South Kensington companions are often postgraduates or museum professionals, and they make wonderfully informed guides.</p>`,
    seoTitle: 'Escorts in South Kensington | Elite London Companions',
    seoDescription:
      'Curious South Kensington companions for museum lates, French bistros and Royal Albert Hall concerts in SW7. Verified and discreet introductions.',
    keywords: ['South Kensington escorts', 'South Kensington companion', 'V&A late opening', 'museum date', 'SW7 companion'],
    lat: 51.4941,
    lng: -0.1738,
    postcodes: ['SW7', 'SW3'],
    nearbyLandmarks: ['Natural History Museum', 'Victoria and Albert Museum', 'Science Museum', 'Royal Albert Hall', 'Exhibition Road', 'Imperial College London'],
  },
  {
    id: 13,
    slug: 'paddington',
    name: 'Paddington',
    description:
      'Convenient Paddington companions for travellers arriving on the Heathrow Express, canal-side dinners in Little Venice and walks in Hyde Park.',
    content: `<h2>An evening in Paddington</h2>
<p>Paddington is the gateway to the west: the Heathrow Express arrives here in fifteen minutes, and the Elizabeth line whisks you to the West End and the City. Around the station, Paddington Basin and Little Venice offer canal-side restaurants and a surprisingly peaceful pace.</p>
<ul>
<li>Meeting on arrival from Heathrow</li>
<li>Canal-side dinners in Little Venice</li>
<li>Drinks on a canal boat at Paddington Basin</li>
<li>Morning walks in Hyde Park and the Italian Gardens</li>
</ul>
<p>Our Paddington companions are ideal for busy travellers who want relaxed, well-informed company close to their hotel.</p>`,
    seoTitle: 'Escorts in Paddington | Elite London Companions',
    seoDescription:
      'Paddington companions for travellers arriving from Heathrow, canal-side dinners in Little Venice and Hyde Park walks. Discreet and convenient.',
    keywords: ['Paddington escorts', 'Paddington companion', 'Little Venice dinner', 'Heathrow traveller companion', 'W2 companion'],
    lat: 51.5154,
    lng: -0.1755,
    postcodes: ['W2'],
    nearbyLandmarks: ['Paddington Station', 'Little Venice', 'Paddington Basin', 'Hyde Park', 'Merchant Square'],
  },
  {
    id: 14,
    slug: 'st-johns-wood',
    name: "St John's Wood",
    description:
      "Relaxed St John's Wood companions for summer days at Lord's, lunch on the High Street and walks through Regent's Park.",
    content: `<h2>An evening in St John's Wood</h2>
<p>Leafy, affluent and quietly glamorous, St John's Wood is home to Lord's Cricket Ground and the famous zebra crossing outside Abbey Road Studios. Its village-like High Street is lined with cafés and boutiques, and Regent's Park is only minutes away.</p>
<ul>
<li>A Test match or a summer evening at Lord's</li>
<li>Lunch and coffee on St John's Wood High Street</li>
<li>Open Air Theatre performances in Regent's Park</li>
<li>A photograph on the Abbey Road crossing</li>
</ul>
<p>Our St John's Wood companions enjoy the area's unhurried charm and are perfect company for a long summer's day.</p>`,
    seoTitle: "Escorts in St John's Wood | Elite London Companions",
    seoDescription:
      "St John's Wood companions for summer days at Lord's, High Street lunches and Regent's Park theatre. Relaxed, verified and discreet introductions.",
    keywords: ["St John's Wood escorts", "St John's Wood companion", "Lord's Cricket Ground", "Regent's Park date", 'NW8 companion'],
    lat: 51.5347,
    lng: -0.174,
    postcodes: ['NW8'],
    nearbyLandmarks: ["Lord's Cricket Ground", 'Abbey Road Studios', "Regent's Park", "St John's Wood High Street", 'London Central Mosque'],
  },
  {
    id: 15,
    slug: 'westminster',
    name: 'Westminster',
    description:
      'Poised Westminster companions for political dinners, receptions near Parliament and evening strolls through St James\'s Park.',
    content: `<h2>An evening in Westminster</h2>
<p>Westminster is the seat of power and pageantry, home to the Houses of Parliament, Westminster Abbey and Buckingham Palace. Beyond the landmarks lie elegant Georgian streets, private dining rooms and some of London's grandest hotels, including the Corinthia on Whitehall Place.</p>
<ul>
<li>Political and diplomatic dinners</li>
<li>Receptions in the historic halls around Parliament Square</li>
<li>Evening strolls through St James's Park</li>
<li>Cocktails overlooking the Thames</li>
</ul>
<p>Our Westminster companions are articulate, well informed and completely discreet, trusted by guests who value privacy above all.</p>`,
    seoTitle: 'Escorts in Westminster | Elite London Companions',
    seoDescription:
      "Poised Westminster companions for political dinners, receptions near Parliament and St James's Park strolls. Articulate, informed and discreet.",
    keywords: ['Westminster escorts', 'Westminster companion', 'diplomatic dinner companion', "St James's Park", 'SW1 companion'],
    lat: 51.4975,
    lng: -0.1357,
    postcodes: ['SW1A', 'SW1H', 'SW1P'],
    nearbyLandmarks: ['Houses of Parliament', 'Westminster Abbey', 'Big Ben', "St James's Park", 'Buckingham Palace', 'Corinthia London'],
  },
  {
    id: 16,
    slug: 'city-of-london',
    name: 'City of London',
    description:
      'Professional City of London companions for client entertaining, rooftop drinks at the Sky Garden and dinners beneath St Paul\'s Cathedral.',
    content: `<h2>An evening in the City of London</h2>
<p>The Square Mile is where London began and where much of its business is still done. Between St Paul's Cathedral and the Tower, historic livery halls and Leadenhall Market sit beside the Gherkin and the Walkie-Talkie. After dark, rooftop bars offer some of the best views in town.</p>
<ul>
<li>Client entertaining in private dining rooms</li>
<li>Sunset drinks at the Sky Garden</li>
<li>Dinner with views of St Paul's Cathedral</li>
<li>Concerts at the Barbican Centre</li>
</ul>
<p>Our City companions are confident in corporate settings and can hold their own in conversation about markets, technology or the arts.</p>`,
    seoTitle: 'Escorts in the City of London | Elite Companions',
    seoDescription:
      "Professional City of London companions for client entertaining, Sky Garden drinks and dinners near St Paul's. Confident, polished and discreet.",
    keywords: ['City of London escorts', 'City companion', 'client entertaining companion', 'Sky Garden date', 'Square Mile companion'],
    lat: 51.5155,
    lng: -0.0922,
    postcodes: ['EC2V', 'EC2R', 'EC3V', 'EC4M'],
    nearbyLandmarks: ["St Paul's Cathedral", 'The Gherkin', 'Leadenhall Market', 'Bank of England', 'Guildhall', 'Sky Garden'],
  },
  {
    id: 17,
    slug: 'kings-cross',
    name: "King's Cross",
    description:
      "Modern King's Cross companions for dinner at Coal Drops Yard, canal-side evenings on Granary Square and Eurostar departures from St Pancras.",
    content: `<h2>An evening in King's Cross</h2>
<p>Few corners of London have been transformed as dramatically as King's Cross. Victorian warehouses now house restaurants and boutiques at Coal Drops Yard, Granary Square's fountains dance beside the Regent's Canal, and the St Pancras Renaissance Hotel remains a Gothic masterpiece.</p>
<ul>
<li>Dinner and shopping at Coal Drops Yard</li>
<li>Canal-side evenings on Granary Square</li>
<li>Champagne at St Pancras before the Eurostar to Paris</li>
<li>Exhibitions at the British Library</li>
</ul>
<p>Our King's Cross companions are modern, well travelled and always ready for a spontaneous weekend across the Channel.</p>`,
    seoTitle: "Escorts in King's Cross | Elite London Companions",
    seoDescription:
      "Modern King's Cross companions for Coal Drops Yard dinners, Granary Square evenings and Eurostar weekends. Verified and discreet introductions.",
    keywords: ["King's Cross escorts", "King's Cross companion", 'Coal Drops Yard', 'Eurostar travel companion', 'N1C companion'],
    lat: 51.5308,
    lng: -0.1238,
    postcodes: ['N1C', 'N1', 'WC1X'],
    nearbyLandmarks: ['Coal Drops Yard', 'Granary Square', 'St Pancras Renaissance Hotel', 'British Library', "King's Cross Station", "Regent's Canal"],
  },
  {
    id: 18,
    slug: 'islington',
    name: 'Islington',
    description:
      "Literary Islington companions for Upper Street dinners, dance at Sadler's Wells and antique browsing along Camden Passage.",
    content: `<h2>An evening in Islington</h2>
<p>Islington has a bookish, sociable charm. Upper Street is one of the longest restaurant strips in London, the Almeida Theatre stages award-winning drama, and Sadler's Wells is the capital's home of contemporary dance. Georgian squares and Camden Passage's antique shops complete the picture.</p>
<ul>
<li>Dinner on Upper Street</li>
<li>Contemporary dance at Sadler's Wells</li>
<li>New plays at the Almeida Theatre</li>
<li>Antique browsing along Camden Passage</li>
</ul>
<p>Our Islington companions are thoughtful, well read and happy to debate the play over a late supper.</p>`,
    seoTitle: 'Escorts in Islington | Elite London Companions',
    seoDescription:
      "Literary Islington companions for Upper Street dinners, Sadler's Wells and Almeida Theatre evenings. Thoughtful, verified and discreet introductions.",
    keywords: ['Islington escorts', 'Islington companion', 'Upper Street dinner', "Sadler's Wells date", 'N1 companion'],
    lat: 51.538,
    lng: -0.103,
    postcodes: ['N1', 'N5', 'N7'],
    nearbyLandmarks: ['Upper Street', "Sadler's Wells Theatre", 'Almeida Theatre', 'Camden Passage', 'Highbury Fields'],
  },
  {
    id: 19,
    slug: 'hammersmith',
    name: 'Hammersmith',
    description:
      'Easy-going Hammersmith companions for riverside pubs, concerts at the Eventim Apollo and long lunches beside the Thames.',
    content: `<h2>An evening in Hammersmith</h2>
<p>Hammersmith pairs a lively town centre with one of the loveliest stretches of the Thames. The riverside path from Hammersmith Bridge passes historic pubs and rowing clubs, while the Eventim Apollo and the Lyric Hammersmith offer music and theatre on the doorstep.</p>
<ul>
<li>Long lunches at The River Café</li>
<li>Concerts at the Eventim Apollo</li>
<li>Theatre at the Lyric Hammersmith and Riverside Studios</li>
<li>Riverside walks and the Boat Race in spring</li>
</ul>
<p>Our Hammersmith companions are friendly and relaxed, perfect for a sunny afternoon by the river.</p>`,
    seoTitle: 'Escorts in Hammersmith | Elite London Companions',
    seoDescription:
      'Easy-going Hammersmith companions for riverside lunches, Eventim Apollo concerts and Lyric Theatre evenings. Verified and discreet introductions.',
    keywords: ['Hammersmith escorts', 'Hammersmith companion', 'riverside lunch', 'Eventim Apollo concert', 'W6 companion'],
    lat: 51.4927,
    lng: -0.2339,
    postcodes: ['W6'],
    nearbyLandmarks: ['Hammersmith Bridge', 'Eventim Apollo', 'Lyric Hammersmith', 'Riverside Studios', 'The River Café'],
  },
  {
    id: 20,
    slug: 'fulham',
    name: 'Fulham',
    description:
      'Sociable Fulham companions for brunch in Parsons Green, match days at Stamford Bridge and summer evenings at the Hurlingham Club.',
    content: `<h2>An evening in Fulham</h2>
<p>Fulham is stylish, sporty and sociable. Parsons Green and the New King's Road are lined with brunch spots and wine bars, Stamford Bridge and Craven Cottage bring match-day buzz, and Fulham Palace's gardens offer a peaceful retreat beside the river.</p>
<ul>
<li>Brunch and boutiques around Parsons Green</li>
<li>Match days at Stamford Bridge or Craven Cottage</li>
<li>Summer evenings at the Hurlingham Club</li>
<li>Walks through Bishop's Park and Fulham Palace gardens</li>
</ul>
<p>Our Fulham companions are outgoing and fun, ideal for a weekend that mixes sport, sunshine and good food.</p>`,
    seoTitle: 'Escorts in Fulham | Elite London Companions',
    seoDescription:
      'Sociable Fulham companions for Parsons Green brunches, Stamford Bridge match days and Hurlingham summer evenings. Verified and discreet introductions.',
    keywords: ['Fulham escorts', 'Fulham companion', 'Parsons Green brunch', 'Stamford Bridge', 'SW6 companion'],
    lat: 51.4787,
    lng: -0.2,
    postcodes: ['SW6'],
    nearbyLandmarks: ['Fulham Palace', "Bishop's Park", 'Stamford Bridge', 'Craven Cottage', 'Parsons Green', 'Hurlingham Club'],
  },
  {
    id: 21,
    slug: 'clapham',
    name: 'Clapham',
    description:
      'Fun-loving Clapham companions for cocktails in the Old Town, live shows at The Clapham Grand and summer picnics on Clapham Common.',
    content: `<h2>An evening in Clapham</h2>
<p>Clapham is South London's social hub. The Old Town has handsome Georgian terraces and busy wine bars, Venn Street hosts a weekend market, and Clapham Common becomes one enormous picnic on sunny days. The Clapham Grand, a restored Victorian music hall, keeps the nights lively.</p>
<ul>
<li>Cocktails and small plates in Clapham Old Town</li>
<li>Comedy and live music at The Clapham Grand</li>
<li>Summer picnics on Clapham Common</li>
<li>Saturday mornings at Venn Street Market</li>
</ul>
<p>Our Clapham companions are sociable and down to earth, with a gift for turning an ordinary evening into a great one.</p>`,
    seoTitle: 'Escorts in Clapham | Elite London Companions',
    seoDescription:
      'Fun-loving Clapham companions for Old Town cocktails, Clapham Grand shows and Common picnics. Sociable, verified and discreetly introduced.',
    keywords: ['Clapham escorts', 'Clapham companion', 'Clapham Old Town', 'South London date', 'SW4 companion'],
    lat: 51.462,
    lng: -0.138,
    postcodes: ['SW4', 'SW11'],
    nearbyLandmarks: ['Clapham Common', 'Clapham Old Town', 'The Clapham Grand', 'Venn Street Market', 'Holy Trinity Church Clapham'],
  },
  {
    id: 22,
    slug: 'greenwich',
    name: 'Greenwich',
    description:
      'Charming Greenwich companions for maritime history, sunset views from the Royal Observatory and riverside dinners in SE10.',
    content: `<h2>An evening in Greenwich</h2>
<p>Greenwich is a World Heritage Site with a village heart. The Cutty Sark, the Old Royal Naval College and the National Maritime Museum line the river, while Greenwich Park climbs to the Royal Observatory and one of the finest views of the London skyline.</p>
<ul>
<li>Sunset over the skyline from the Royal Observatory</li>
<li>The Painted Hall at the Old Royal Naval College</li>
<li>Browsing Greenwich Market</li>
<li>Arriving in style by Thames Clipper from Westminster</li>
</ul>
<p>Our Greenwich companions love history and the river, and they are delightful company for a slow, scenic day out.</p>`,
    seoTitle: 'Escorts in Greenwich | Elite London Companions',
    seoDescription:
      'Charming Greenwich companions for Royal Observatory sunsets, maritime history and riverside dinners in SE10. Verified and discreet introductions.',
    keywords: ['Greenwich escorts', 'Greenwich companion', 'Royal Observatory date', 'Thames Clipper', 'SE10 companion'],
    lat: 51.4826,
    lng: -0.0077,
    postcodes: ['SE10'],
    nearbyLandmarks: ['Royal Observatory Greenwich', 'Cutty Sark', 'National Maritime Museum', 'Greenwich Park', 'Old Royal Naval College', 'Greenwich Market'],
  },
  {
    id: 23,
    slug: 'richmond',
    name: 'Richmond',
    description:
      'Graceful Richmond companions for riverside lunches, deer-spotting in Richmond Park and garden visits to Kew and Petersham.',
    content: `<h2>An evening in Richmond</h2>
<p>Richmond upon Thames feels like a country town within London. The view from Richmond Hill has been protected by Act of Parliament, deer roam freely across Richmond Park, and the glasshouses of Kew Gardens are just along the river. It is ideal for a leisurely weekend.</p>
<ul>
<li>Lunch among the greenhouses at Petersham Nurseries</li>
<li>Morning walks across Richmond Park</li>
<li>An afternoon at the Royal Botanic Gardens, Kew</li>
<li>Evening performances at Richmond Theatre</li>
</ul>
<p>Our Richmond companions are relaxed, nature-loving and perfect for guests who want a gentler pace away from the West End.</p>`,
    seoTitle: 'Escorts in Richmond | Elite London Companions',
    seoDescription:
      'Graceful Richmond companions for riverside lunches, Richmond Park walks and Kew Gardens afternoons. Relaxed, verified and discreet introductions.',
    keywords: ['Richmond escorts', 'Richmond companion', 'Richmond Park walk', 'Kew Gardens date', 'TW9 companion'],
    lat: 51.4613,
    lng: -0.3037,
    postcodes: ['TW9', 'TW10'],
    nearbyLandmarks: ['Richmond Park', 'Richmond Hill', 'Royal Botanic Gardens, Kew', 'Petersham Nurseries', 'Richmond Theatre', 'Ham House'],
  },
  {
    id: 24,
    slug: 'wimbledon',
    name: 'Wimbledon',
    description:
      'Sporty Wimbledon companions for The Championships, strawberries and cream, and relaxed dinners in Wimbledon Village.',
    content: `<h2>An evening in Wimbledon</h2>
<p>For two weeks each summer, the eyes of the sporting world turn to Wimbledon. The rest of the year, the Village is a charming enclave of boutiques, gastropubs and leafy streets bordering Wimbledon Common and the gardens of Cannizaro Park.</p>
<ul>
<li>A day at The Championships with strawberries and cream</li>
<li>Dinner in Wimbledon Village</li>
<li>Walks across Wimbledon Common to the Windmill</li>
<li>Summer evenings in Cannizaro Park</li>
</ul>
<p>Our Wimbledon companions know the dress codes, the queue and the best places for a post-match glass of Pimm's.</p>`,
    seoTitle: 'Escorts in Wimbledon | Elite London Companions',
    seoDescription:
      'Sporty Wimbledon companions for The Championships, Village dinners and walks across the Common. Verified profiles and discreet introductions.',
    keywords: ['Wimbledon escorts', 'Wimbledon companion', 'Wimbledon Championships date', 'Wimbledon Village dinner', 'SW19 companion'],
    lat: 51.4214,
    lng: -0.2064,
    postcodes: ['SW19', 'SW20'],
    nearbyLandmarks: ['All England Lawn Tennis Club', 'Wimbledon Common', 'Wimbledon Village', 'Cannizaro Park', 'Wimbledon Windmill'],
  },
  {
    id: 25,
    slug: 'battersea',
    name: 'Battersea',
    description:
      'Modern Battersea companions for dinner at Battersea Power Station, strolls in Battersea Park and sunset views over Albert Bridge.',
    content: `<h2>An evening in Battersea</h2>
<p>Battersea has been reborn. The iconic Battersea Power Station now houses restaurants, shops and a glass lift up one of its famous chimneys, while Battersea Park offers lakes, gardens and the Peace Pagoda beside the Thames. Albert Bridge glows like a jewel after dark.</p>
<ul>
<li>Dinner and drinks at Battersea Power Station</li>
<li>Boating and garden walks in Battersea Park</li>
<li>Sunset views over Albert Bridge</li>
<li>Neighbourhood restaurants on Northcote Road</li>
</ul>
<p>Our Battersea companions are modern, upbeat and always happy to explore the riverside with you.</p>`,
    seoTitle: 'Escorts in Battersea | Elite London Companions',
    seoDescription:
      'Modern Battersea companions for Power Station dinners, Battersea Park strolls and sunsets over Albert Bridge. Verified and discreet introductions.',
    keywords: ['Battersea escorts', 'Battersea companion', 'Battersea Power Station dinner', 'riverside date', 'SW11 companion'],
    lat: 51.475,
    lng: -0.155,
    postcodes: ['SW11', 'SW8'],
    nearbyLandmarks: ['Battersea Power Station', 'Battersea Park', 'Albert Bridge', 'Battersea Arts Centre', 'Northcote Road'],
  },
  {
    id: 26,
    slug: 'bermondsey',
    name: 'Bermondsey',
    description:
      'Foodie Bermondsey companions for weekend markets, design exhibitions on Bermondsey Street and dinners in the shadow of Tower Bridge.',
    content: `<h2>An evening in Bermondsey</h2>
<p>Bermondsey is a food lover's paradise just south of Tower Bridge. Bermondsey Street is lined with wine bars and restaurants, Maltby Street Market fills the railway arches on weekends, and the warehouses of Shad Thames now house elegant riverside dining rooms.</p>
<ul>
<li>Weekend grazing at Maltby Street Market</li>
<li>Exhibitions at the Fashion and Textile Museum</li>
<li>Wine bars and tapas along Bermondsey Street</li>
<li>Riverside dinner by Tower Bridge at Shad Thames</li>
</ul>
<p>Our Bermondsey companions are passionate about food and wine and love discovering a new favourite table.</p>`,
    seoTitle: 'Escorts in Bermondsey | Elite London Companions',
    seoDescription:
      'Foodie Bermondsey companions for Maltby Street Market, Bermondsey Street wine bars and Tower Bridge dinners. Verified and discreet introductions.',
    keywords: ['Bermondsey escorts', 'Bermondsey companion', 'Maltby Street Market', 'Tower Bridge dinner', 'SE1 companion'],
    lat: 51.498,
    lng: -0.0637,
    postcodes: ['SE1', 'SE16'],
    nearbyLandmarks: ['Bermondsey Street', 'Maltby Street Market', 'Fashion and Textile Museum', 'Tower Bridge', 'Shad Thames', 'The Shard'],
  },
  {
    id: 27,
    slug: 'blackfriars',
    name: 'Blackfriars',
    description:
      "Cultured Blackfriars companions for Tate Modern, Shakespeare's Globe and riverside dinners between St Paul's and the South Bank.",
    content: `<h2>An evening in Blackfriars</h2>
<p>Blackfriars straddles the Thames between the City and Bankside. Cross the bridge and you reach Tate Modern and Shakespeare's Globe; stay north and you find St Paul's Cathedral and the Art Nouveau splendour of The Black Friar pub. The Millennium Bridge links it all together.</p>
<ul>
<li>Exhibitions and late openings at Tate Modern</li>
<li>Summer performances at Shakespeare's Globe</li>
<li>Walks across the Millennium Bridge to St Paul's</li>
<li>Riverside dinners with views of the City</li>
</ul>
<p>Our Blackfriars companions love art and theatre and are wonderful guides to the South Bank's cultural riches.</p>`,
    seoTitle: 'Escorts in Blackfriars | Elite London Companions',
    seoDescription:
      "Cultured Blackfriars companions for Tate Modern, Shakespeare's Globe and riverside dinners near St Paul's. Verified and discreet introductions.",
    keywords: ['Blackfriars escorts', 'Blackfriars companion', 'Tate Modern date', "Shakespeare's Globe", 'South Bank companion'],
    lat: 51.5118,
    lng: -0.1037,
    postcodes: ['EC4V', 'SE1'],
    nearbyLandmarks: ['Blackfriars Bridge', 'Tate Modern', "St Paul's Cathedral", 'The Black Friar', 'Millennium Bridge', "Shakespeare's Globe"],
  },
  {
    id: 28,
    slug: 'soho',
    name: 'Soho',
    description:
      "Vibrant Soho companions for jazz at Ronnie Scott's, supper clubs on Dean Street and late nights in London's most famous square mile of fun.",
    content: `<h2>An evening in Soho</h2>
<p>Soho never sleeps. Its narrow streets pack in jazz clubs, private members' clubs, theatres and some of the most exciting restaurants in Europe. Ronnie Scott's has hosted the greats since 1959, while Dean Street and Greek Street remain the places to see and be seen.</p>
<ul>
<li>Live jazz at Ronnie Scott's on Frith Street</li>
<li>Supper clubs and small plates on Dean Street</li>
<li>West End shows on Shaftesbury Avenue</li>
<li>Late-night dim sum in Chinatown</li>
</ul>
<p>Our Soho companions are vibrant and sociable, and they always know where the evening should go next.</p>`,
    seoTitle: 'Escorts in Soho | Elite London Companions',
    seoDescription:
      "Vibrant Soho companions for jazz at Ronnie Scott's, Dean Street supper clubs and West End shows. Sociable, verified and discreetly introduced.",
    keywords: ['Soho escorts', 'Soho companion', "Ronnie Scott's date", 'Dean Street dinner', 'W1D companion', 'West End night out'],
    lat: 51.5136,
    lng: -0.1365,
    postcodes: ['W1D', 'W1F'],
    nearbyLandmarks: ['Soho Square', 'Carnaby Street', "Ronnie Scott's Jazz Club", 'Dean Street', 'Chinatown', 'Shaftesbury Avenue'],
  },
  {
    id: 29,
    slug: 'pimlico',
    name: 'Pimlico',
    description:
      'Quietly elegant Pimlico companions for Tate Britain, garden-square walks and intimate dinners in the stucco streets of SW1V.',
    content: `<h2>An evening in Pimlico</h2>
<p>Pimlico is one of Central London's best-kept secrets: grand stucco terraces, peaceful garden squares and a relaxed neighbourhood feel just moments from Westminster. Tate Britain sits on the riverfront, and the antique dealers of Pimlico Road are a treat for collectors.</p>
<ul>
<li>British art from Turner to today at Tate Britain</li>
<li>Antiques and interiors on Pimlico Road</li>
<li>Strolls through Warwick Square and Eccleston Square</li>
<li>Intimate dinners in neighbourhood bistros</li>
</ul>
<p>Our Pimlico companions appreciate understated elegance and make charming company for a quiet, cultured evening.</p>`,
    seoTitle: 'Escorts in Pimlico | Elite London Companions',
    seoDescription:
      'Quietly elegant Pimlico companions for Tate Britain visits, garden-square walks and intimate neighbourhood dinners. Verified and discreet.',
    keywords: ['Pimlico escorts', 'Pimlico companion', 'Tate Britain date', 'SW1V companion', 'quiet dinner companion'],
    lat: 51.4893,
    lng: -0.1334,
    postcodes: ['SW1V'],
    nearbyLandmarks: ['Tate Britain', 'Warwick Square', 'Pimlico Road', 'Vauxhall Bridge', 'Churchill Gardens'],
  },
  {
    id: 30,
    slug: 'victoria',
    name: 'Victoria',
    description:
      'Convenient Victoria companions for West End musicals, pre-theatre dinners and easy meetings close to Buckingham Palace and Victoria Station.',
    content: `<h2>An evening in Victoria</h2>
<p>Victoria is one of London's great crossroads, with direct trains to Gatwick and the south coast. It is also a theatre district in its own right, home to the Apollo Victoria and the Victoria Palace Theatre, with Westminster Cathedral and Buckingham Palace close by. Nova Victoria has added a cluster of smart restaurants.</p>
<ul>
<li>Musicals at the Apollo Victoria and Victoria Palace Theatre</li>
<li>Pre-theatre dinners at Nova Victoria</li>
<li>Choral evensong at Westminster Cathedral</li>
<li>Meeting from the Gatwick Express</li>
</ul>
<p>Our Victoria companions are punctual and practical, ideal for visitors with a busy schedule.</p>`,
    seoTitle: 'Escorts in Victoria | Elite London Companions',
    seoDescription:
      'Convenient Victoria companions for West End musicals, pre-theatre dinners and meetings near Buckingham Palace. Punctual, verified and discreet.',
    keywords: ['Victoria escorts', 'Victoria companion', 'pre-theatre dinner', 'Victoria Palace Theatre', 'SW1 companion'],
    lat: 51.4965,
    lng: -0.1447,
    postcodes: ['SW1E', 'SW1V', 'SW1W'],
    nearbyLandmarks: ['Victoria Station', 'Westminster Cathedral', 'Buckingham Palace', 'Apollo Victoria Theatre', 'Victoria Palace Theatre'],
  },
  {
    id: 31,
    slug: 'holland-park',
    name: 'Holland Park',
    description:
      'Romantic Holland Park companions for the Kyoto Garden, summer evenings at Opera Holland Park and dinners in leafy W11.',
    content: `<h2>An evening in Holland Park</h2>
<p>Holland Park is one of London's most romantic corners. Peacocks wander through the woodland, the Kyoto Garden offers a moment of Japanese calm, and each summer Opera Holland Park stages performances beneath a canopy in the grounds of a Jacobean mansion. Leighton House is a jewel box of Victorian art.</p>
<ul>
<li>A quiet walk through the Kyoto Garden</li>
<li>Summer performances at Opera Holland Park</li>
<li>The golden Arab Hall at Leighton House</li>
<li>Dinner at the neighbourhood restaurants of Holland Park Avenue</li>
</ul>
<p>Our Holland Park companions are gentle, cultured and perfect for an evening with a touch of romance.</p>`,
    seoTitle: 'Escorts in Holland Park | Elite London Companions',
    seoDescription:
      'Romantic Holland Park companions for Kyoto Garden walks, Opera Holland Park evenings and Leighton House visits. Verified and discreet introductions.',
    keywords: ['Holland Park escorts', 'Holland Park companion', 'Opera Holland Park', 'Kyoto Garden', 'W11 companion'],
    lat: 51.504,
    lng: -0.205,
    postcodes: ['W11', 'W14', 'W8'],
    nearbyLandmarks: ['Holland Park', 'Kyoto Garden', 'Leighton House', 'Opera Holland Park', 'Design Museum'],
  },
  {
    id: 32,
    slug: 'primrose-hill',
    name: 'Primrose Hill',
    description:
      "Bohemian Primrose Hill companions for sunset views over the skyline, brunch on Regent's Park Road and canal-side walks to Little Venice.",
    content: `<h2>An evening in Primrose Hill</h2>
<p>Primrose Hill is famous for its view: from the summit, the whole of Central London spreads out beneath you. The village below, centred on Regent's Park Road, is a pastel-painted enclave of cafés, bookshops and cosy pubs beloved by writers and actors.</p>
<ul>
<li>Sunset from the summit of Primrose Hill</li>
<li>Brunch and bookshops on Regent's Park Road</li>
<li>Canal-side walks along the Regent's Canal to Little Venice</li>
<li>Candlelit dinners in a neighbourhood gastropub</li>
</ul>
<p>Our Primrose Hill companions have a bohemian spirit and a love of simple pleasures done beautifully.</p>`,
    seoTitle: 'Escorts in Primrose Hill | Elite London Companions',
    seoDescription:
      "Bohemian Primrose Hill companions for skyline sunsets, Regent's Park Road brunches and canal-side walks. Verified and discreet introductions.",
    keywords: ['Primrose Hill escorts', 'Primrose Hill companion', "Regent's Park Road", 'canal walk date', 'NW1 companion'],
    lat: 51.5405,
    lng: -0.158,
    postcodes: ['NW1', 'NW3'],
    nearbyLandmarks: ['Primrose Hill summit', "Regent's Park Road", 'London Zoo', 'Chalcot Square', "Regent's Canal"],
  },
];
