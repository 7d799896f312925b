import { describe, expect, it } from 'vitest';
import {
  defaultSpamThreshold,
  isSpamScore,
  learnSpamThreshold,
  linkHostsOf,
  maxSpamThreshold,
  messageLanguageOf,
  minSpamThreshold,
  normalisedSpamText,
  scoreSpam,
  spamRules,
  type SpamFacts,
  type SpamReasonKey,
} from './spam.ts';

const clean: SpamFacts = {
  message: 'Hello, we are getting married next June and would love to know if you are free for our day.',
  disposableEmail: false,
  sameTextOtherSuppliers: 0,
  recentFromSender: 0,
  coupleLocale: 'en-GB',
};

describe('scoreSpam', () => {
  it.each<[string, Partial<SpamFacts>, SpamReasonKey[], number]>([
    ['a plain enquiry', {}, [], 0],
    ['no message at all', { message: null }, [], 0],
    ['one link', { message: `${clean.message} See https://example.com/ideas` }, ['link'], 15],
    [
      'three links',
      { message: `${clean.message} https://a.example www.b.example http://c.example/x` },
      ['manyLinks'],
      30,
    ],
    ['a shortener', { message: `${clean.message} https://bit.ly/abc` }, ['link', 'shortener'], 45],
    ['a disposable address', { disposableEmail: true }, ['disposableEmail'], 40],
    ['the same text to two other suppliers', { sameTextOtherSuppliers: 2 }, [], 0],
    ['the same text to three other suppliers', { sameTextOtherSuppliers: 3 }, ['repeatedText'], 35],
    ['four earlier enquiries from the address', { recentFromSender: 4 }, [], 0],
    ['five earlier enquiries from the address', { recentFromSender: 5 }, ['senderVelocity'], 30],
    ['English to a German couple locale', { coupleLocale: 'de-DE' }, ['languageMismatch'], 15],
    [
      'German to a German couple locale',
      {
        coupleLocale: 'de-DE',
        message:
          'Hallo, wir sind auf der Suche nach einer Fotografin für unsere Hochzeit und möchten gerne mehr wissen.',
      },
      [],
      0,
    ],
    [
      'another script',
      { message: 'Здравствуйте, продвижение вашего сайта в поисковых системах недорого' },
      ['languageMismatch'],
      15,
    ],
    [
      'everything at once (capped)',
      {
        message: 'Cheap SEO https://bit.ly/a https://bit.ly/b https://bit.ly/c',
        disposableEmail: true,
        sameTextOtherSuppliers: 9,
        recentFromSender: 9,
      },
      ['manyLinks', 'shortener', 'disposableEmail', 'repeatedText', 'senderVelocity'],
      100,
    ],
  ])('%s', (_, facts, keys, score) => {
    const result = scoreSpam({ ...clean, ...facts });
    expect(result.reasons.map((r) => r.key)).toEqual(keys);
    expect(result.score).toBe(score);
  });

  it('gives every reason the weight of its rule', () => {
    const result = scoreSpam({ ...clean, message: 'https://bit.ly/x', disposableEmail: true });
    for (const reason of result.reasons)
      expect(reason.weight).toBe(spamRules.find((rule) => rule.key === reason.key)!.weight);
  });
});

describe('linkHostsOf', () => {
  it.each([
    ['nothing here', []],
    ['see https://www.Example.com/a?b=1.', ['example.com']],
    ['www.bit.ly/x, and http://t.co/y!', ['bit.ly', 't.co']],
  ])('%s', (text, hosts) => expect(linkHostsOf(text)).toEqual(hosts));
});

describe('messageLanguageOf', () => {
  it.each([
    ['We are looking for a photographer for our wedding and would like a quote.', 'en'],
    ['Wir sind auf der Suche nach einem Fotografen für unsere Hochzeit und bitte um ein Angebot.', 'de'],
    ['Bonjour, nous cherchons un photographe pour notre mariage et voudrions un devis.', 'fr'],
    ['Hi!', 'unknown'],
    ['', 'unknown'],
    ['我们正在寻找婚礼摄影师', 'otherScript'],
  ])('%s', (text, language) => expect(messageLanguageOf(text)).toBe(language));
});

describe('normalisedSpamText', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(normalisedSpamText('Great  OFFER: cheap leads, for your business!')).toBe(
      normalisedSpamText('great offer cheap leads for your business'),
    );
  });
  it('does not compare short texts', () => {
    expect(normalisedSpamText('Is the date free?')).toBeNull();
    expect(normalisedSpamText(null)).toBeNull();
  });
});

describe('the per-supplier threshold', () => {
  it('calls a score above the threshold spam', () => {
    expect(isSpamScore(defaultSpamThreshold + 1, defaultSpamThreshold)).toBe(true);
    expect(isSpamScore(defaultSpamThreshold, defaultSpamThreshold)).toBe(false);
  });

  it.each<[string, number, number | null, 'spam' | 'notSpam', number]>([
    ['not spam on a spam score raises the threshold to the score', 50, 70, 'notSpam', 70],
    ['not spam never goes past the ceiling', 50, 100, 'notSpam', maxSpamThreshold],
    ['not spam on an accepted score changes nothing', 50, 30, 'notSpam', 50],
    ['report spam lowers halfway toward the score', 50, 40, 'spam', 44],
    ['report spam never goes below the floor', 50, 0, 'spam', minSpamThreshold],
    ['report spam on a spam score changes nothing', 50, 70, 'spam', 50],
    ['an enquiry scored before scoring existed teaches nothing', 50, null, 'spam', 50],
  ])('%s', (_, threshold, score, verdict, expected) => {
    expect(learnSpamThreshold(threshold, score, verdict)).toBe(expected);
  });

  it('after repeated reports of one score, that score is spam', () => {
    let threshold = defaultSpamThreshold;
    for (let i = 0; i < 10; i++) threshold = learnSpamThreshold(threshold, 40, 'spam');
    expect(isSpamScore(40, threshold)).toBe(true);
  });
});
