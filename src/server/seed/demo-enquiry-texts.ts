/** Names, places and words of the demo couples, per market (src/server/seed/demo-enquiries.ts). */

export interface DemoMarketTexts {
  firstNames: readonly string[];
  lastNames: readonly string[];
  mailDomains: readonly string[];
  phone: (digits: string) => string;
  counties: readonly string[];
  tags: readonly string[];
  /** Guest numbers as couples type them; {n} is a number. */
  guestWordings: readonly string[];
  /** Opening lines, middles and closings of messages; {partner} is the partner's first name. */
  messageOpenings: readonly string[];
  messageMiddles: readonly string[];
  messageClosings: readonly string[];
  notes: readonly string[];
}

export const demoMarketTexts: Record<'GB' | 'DE', DemoMarketTexts> = {
  GB: {
    firstNames: [
      'Olivia',
      'Amelia',
      'Isla',
      'Ava',
      'Emily',
      'Sophie',
      'Grace',
      'Chloe',
      'Ella',
      'Freya',
      'Lucy',
      'Hannah',
      'Priya',
      'Aisha',
      'Megan',
      'Charlotte',
      'Jack',
      'Oliver',
      'Harry',
      'George',
      'Thomas',
      'James',
      'William',
      'Daniel',
      'Samuel',
      'Joshua',
      'Ethan',
      'Arjun',
      'Callum',
      'Rhys',
      'Owen',
      'Liam',
    ],
    lastNames: [
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Johnson',
      'Davies',
      'Patel',
      'Robinson',
      'Wright',
      'Thompson',
      'Evans',
      'Walker',
      'White',
      'Roberts',
      'Green',
      'Hall',
      'Wood',
      'Jackson',
      'Clarke',
      'Hughes',
      'Khan',
      'Morgan',
      'Campbell',
      'Kelly',
      'Murphy',
      'Price',
    ],
    mailDomains: ['mail.example', 'inbox.example', 'post.example'],
    phone: (digits) => `07700 9${digits.slice(0, 5)}`,
    counties: [
      'Gloucestershire',
      'Oxfordshire',
      'Worcestershire',
      'Wiltshire',
      'Herefordshire',
      'Warwickshire',
      'Somerset',
    ],
    tags: [
      'barn',
      'countryside',
      'rustic',
      'exclusive use',
      'outdoor ceremony',
      'marquee',
      'dog friendly',
      'late licence',
    ],
    guestWordings: ['{n}', 'about {n}', 'around {n} guests', '{n}-{m}', '{n} day, {m} evening', 'roughly {n}'],
    messageOpenings: [
      'Hi there, we got engaged at Christmas and we love the look of your barn.',
      'Hello! My fiancé {partner} and I are looking for a relaxed countryside venue.',
      'Good afternoon, we are planning our wedding and your venue is top of our list.',
      'Hi, a friend got married with you last summer and could not stop talking about it.',
      'Hello, we are hoping to find a venue with space for an outdoor ceremony.',
    ],
    messageMiddles: [
      'Could you send us your brochure and prices for our date?',
      'Do you have availability, and is exclusive use included?',
      'We would love to come and have a look around: are viewings possible on a weekend?',
      'Can we bring our own caterer, or do you work with a list of suppliers?',
      'Is there accommodation on site or nearby for our guests?',
    ],
    messageClosings: ['Many thanks,', 'Looking forward to hearing from you,', 'Best wishes,', 'Thanks so much,'],
    notes: [
      'Sent the brochure and the 2026 price list.',
      'Viewing booked for Saturday at 11am.',
      'They want the Friday rate: check with the events team.',
      'Called back, left a voicemail.',
      'Asked about dogs at the ceremony: yes, on a lead.',
      'Second viewing with parents next week.',
      'Deposit invoice sent.',
    ],
  },
  DE: {
    firstNames: [
      'Anna',
      'Lena',
      'Laura',
      'Julia',
      'Sarah',
      'Lea',
      'Hannah',
      'Marie',
      'Sophie',
      'Katharina',
      'Johanna',
      'Emma',
      'Lukas',
      'Jonas',
      'Leon',
      'Felix',
      'Maximilian',
      'Paul',
      'Tim',
      'Jan',
      'Niklas',
      'Tobias',
      'Florian',
      'Moritz',
      'Sebastian',
      'David',
    ],
    lastNames: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Meyer',
      'Wagner',
      'Becker',
      'Schulz',
      'Hoffmann',
      'Koch',
      'Richter',
      'Klein',
      'Wolf',
      'Schröder',
      'Neumann',
      'Schwarz',
      'Zimmermann',
      'Braun',
      'Krüger',
      'Hartmann',
      'Lange',
      'Werner',
      'Krause',
    ],
    mailDomains: ['mail.example', 'post.example', 'web.example'],
    phone: (digits) => `+49 151 ${digits.slice(0, 4)} ${digits.slice(4, 8)}`,
    counties: ['Berlin', 'Brandenburg', 'Mecklenburg-Vorpommern', 'Sachsen', 'Hamburg'],
    tags: ['Reportage', 'Standesamt', 'freie Trauung', 'Boho', 'Schloss', 'Scheune', 'Strand'],
    guestWordings: ['{n}', 'ca. {n}', 'etwa {n} Gäste', '{n}-{m}', '{n} bis {m}'],
    messageOpenings: [
      'Hallo, wir heiraten nächstes Jahr und suchen eine Fotografin für den ganzen Tag.',
      'Guten Tag, {partner} und ich haben Ihre Reportagen gesehen und sind begeistert.',
      'Hallo! Wir planen eine kleine Hochzeit im Standesamt und danach ein Fest im Garten.',
      'Liebes Lichtblick-Team, wir suchen jemanden für eine freie Trauung am See.',
    ],
    messageMiddles: [
      'Haben Sie an unserem Termin noch Zeit, und was kostet eine Ganztagesbegleitung?',
      'Bieten Sie auch ein Paarshooting vor der Hochzeit an?',
      'Könnten Sie uns Ihre Pakete und Preise schicken?',
      'Wir hätten gern vor allem natürliche Bilder ohne viel Stellen.',
    ],
    messageClosings: ['Viele Grüße', 'Liebe Grüße', 'Herzliche Grüße', 'Vielen Dank und viele Grüße'],
    notes: [
      'Preisliste und Beispielgalerie geschickt.',
      'Kennenlerntermin per Video am Donnerstag.',
      'Wünschen Ganztag plus Paarshooting.',
      'Angebot verschickt, Rückmeldung bis Monatsende.',
      'Vertrag unterschrieben zurück.',
    ],
  },
};

/** Letters an e-mail address cannot hold, spelled the usual way (Müller → mueller). */
export function asciiName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
}
