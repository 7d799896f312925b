/**
 * Spam scoring of enquiries (issue 15): a few transparent rules, each a stable key with a weight;
 * an enquiry's score is the sum of the weights of the rules it meets (capped at 100). Above the
 * supplier's threshold it goes to the Spam view. The server gathers the facts (disposable domain
 * from the `mailchecker` list, counts in the database); these rules only read them, so the browser
 * can name the same reasons.
 */

/** What the server knows about a new enquiry when it scores it. */
export interface SpamFacts {
  message: string | null;
  /** The sender's address is on the maintained list of disposable domains. */
  disposableEmail: boolean;
  /** Other suppliers that got the same text (normalised) in the last day. */
  sameTextOtherSuppliers: number;
  /** Enquiries from the same e-mail address (any supplier) in the last hour, this one excluded. */
  recentFromSender: number;
  /** The couple's locale (en-GB, de-DE, fr-FR...): the language the message is expected in. */
  coupleLocale: string;
}

export const spamReasonKeys = [
  'link',
  'manyLinks',
  'shortener',
  'disposableEmail',
  'repeatedText',
  'senderVelocity',
  'languageMismatch',
] as const;
/** @internal */
export type SpamReasonKey = (typeof spamReasonKeys)[number];

export interface SpamReason {
  key: SpamReasonKey;
  weight: number;
}

export interface SpamScore {
  score: number;
  reasons: SpamReason[];
}

/** Three links or more weigh as "many links" instead of "a link". */
const manyLinksFrom = 3;
/** The same text to this many other suppliers within a day is a mailing, not a couple's enquiry. */
const repeatedTextFrom = 3;
/** This many earlier enquiries from one address within an hour is faster than a couple writes. */
const senderVelocityFrom = 5;
const maxSpamScore = 100;

/** Well-known URL shorteners: a couple has no reason to hide where a link goes. */
const urlShorteners = [
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'cutt.ly',
  'rebrand.ly',
  'tiny.cc',
  'shorturl.at',
  'rb.gy',
  't.ly',
  'v.gd',
];

const linkPattern = /\b(?:https?:\/\/|www\.)([^\s/?#<>"']+)[^\s<>"']*/gi;

/**
 * The host names of the links in a text (lower case, without "www.").
 * @internal
 */
export function linkHostsOf(text: string): string[] {
  return [...text.matchAll(linkPattern)].map((match) =>
    match[1]!
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/[.,;:!?)]+$/, ''),
  );
}

/*
 * Language of a message by its most frequent short words: enough to tell English, German and French
 * apart (the portal's markets), and to see a message in another script. 'unknown' when too short to say.
 */
const stopWords: Record<'en' | 'de' | 'fr', ReadonlySet<string>> = {
  en: new Set([
    'the',
    'and',
    'we',
    'are',
    'our',
    'you',
    'your',
    'for',
    'with',
    'would',
    'is',
    'to',
    'of',
    'in',
    'on',
    'it',
    'this',
    'that',
    'have',
    'be',
    'my',
    'like',
    'please',
  ]),
  de: new Set([
    'und',
    'der',
    'die',
    'das',
    'wir',
    'sind',
    'unsere',
    'ihr',
    'ihre',
    'für',
    'mit',
    'ist',
    'zu',
    'von',
    'im',
    'ein',
    'eine',
    'haben',
    'nicht',
    'sie',
    'uns',
    'gerne',
    'bitte',
    'möchten',
  ]),
  fr: new Set([
    'le',
    'la',
    'les',
    'et',
    'nous',
    'sommes',
    'notre',
    'vous',
    'votre',
    'pour',
    'avec',
    'est',
    'de',
    'des',
    'du',
    'un',
    'une',
    'en',
    'pas',
    'je',
    'mariage',
    'bonjour',
    'merci',
  ]),
};
/** @internal */
export type MessageLanguage = keyof typeof stopWords | 'otherScript' | 'unknown';

/** Fewer stop words than this: too short to tell a language. */
const minStopWords = 3;

/** @internal */
export function messageLanguageOf(text: string): MessageLanguage {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 'unknown';
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (latin / letters.length < 0.5) return 'otherScript';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const hits = (Object.keys(stopWords) as (keyof typeof stopWords)[]).map((language) => ({
    language,
    count: words.filter((w) => stopWords[language].has(w)).length,
  }));
  hits.sort((a, b) => b.count - a.count);
  const [best, second] = hits;
  // a tie or too few words says nothing
  return best!.count >= minStopWords && best!.count > second!.count ? best!.language : 'unknown';
}

/** The message is clearly in another language than the couple's locale (an unknown language never counts). */
function isLanguageMismatch(message: string, coupleLocale: string): boolean {
  const language = messageLanguageOf(message);
  if (language === 'unknown') return false;
  return language !== coupleLocale.toLowerCase().split(/[-_]/)[0];
}

interface SpamRule {
  key: SpamReasonKey;
  weight: number;
  applies: (facts: SpamFacts, hosts: readonly string[]) => boolean;
}

/**
 * The rules, in the order their reasons are shown.
 * @internal
 */
export const spamRules: readonly SpamRule[] = [
  { key: 'link', weight: 15, applies: (_, hosts) => hosts.length > 0 && hosts.length < manyLinksFrom },
  { key: 'manyLinks', weight: 30, applies: (_, hosts) => hosts.length >= manyLinksFrom },
  { key: 'shortener', weight: 30, applies: (_, hosts) => hosts.some((host) => urlShorteners.includes(host)) },
  { key: 'disposableEmail', weight: 40, applies: (facts) => facts.disposableEmail },
  { key: 'repeatedText', weight: 35, applies: (facts) => facts.sameTextOtherSuppliers >= repeatedTextFrom },
  { key: 'senderVelocity', weight: 30, applies: (facts) => facts.recentFromSender >= senderVelocityFrom },
  {
    key: 'languageMismatch',
    weight: 15,
    applies: (facts) => facts.message !== null && isLanguageMismatch(facts.message, facts.coupleLocale),
  },
];

export function scoreSpam(facts: SpamFacts): SpamScore {
  const hosts = linkHostsOf(facts.message ?? '');
  const reasons = spamRules.filter((rule) => rule.applies(facts, hosts)).map(({ key, weight }) => ({ key, weight }));
  const score = Math.min(
    maxSpamScore,
    reasons.reduce((sum, reason) => sum + reason.weight, 0),
  );
  return { score, reasons };
}

/**
 * The text two enquiries share when they differ only in case, spacing and punctuation (what "the same text" compares).
 */
export function normalisedSpamText(message: string | null): string | null {
  const text = (message ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  // a few words ("hello", "is this date free?") are the same by chance, not a mailing
  return text.split(' ').length >= 5 ? text : null;
}

/*
 * The per-supplier threshold. A score above it is spam. It starts at the default and learns from the
 * supplier's verdicts, always between the bounds: the floor keeps one weak signal (a link, a foreign
 * language) from ever sending an enquiry to Spam, the ceiling keeps the strongest mix of signals spam.
 */
export const defaultSpamThreshold = 50;
/** @internal */
export const minSpamThreshold = 35;
/** @internal */
export const maxSpamThreshold = 90;

export function isSpamScore(score: number, threshold: number): boolean {
  return score > threshold;
}

export type SpamVerdict = 'spam' | 'notSpam';
export const spamVerdicts = ['spam', 'notSpam'] as const satisfies readonly SpamVerdict[];

const bounded = (threshold: number) => Math.min(maxSpamThreshold, Math.max(minSpamThreshold, threshold));

/**
 * The threshold after a supplier's verdict on an enquiry of this score (null: scored before scoring
 * existed, which teaches nothing). "Not spam" raises it to the score, so such a score passes from now
 * on; "Report spam" lowers it halfway toward just below the score, so one report does not swing it.
 * A verdict the threshold already agrees with changes nothing.
 */
export function learnSpamThreshold(threshold: number, score: number | null, verdict: SpamVerdict): number {
  if (score === null) return threshold;
  if (verdict === 'notSpam') return isSpamScore(score, threshold) ? bounded(score) : threshold;
  if (isSpamScore(score, threshold)) return threshold;
  return bounded(Math.floor((threshold + score - 1) / 2));
}
