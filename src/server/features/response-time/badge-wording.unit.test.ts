import { describe, expect, it } from 'vitest';
import { replyBadgeHours } from '../../../domain/statistics/response-score.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { replyBadgeWording } from './badge-wording.ts';

/** The badge's words as the public page writes them, for five replies whose 90th percentile is `p90Minutes`. */
const badge = (locale: string, p90Minutes: number) =>
  replyBadgeWording(translatorFor(locale), replyBadgeHours({ medianMinutes: 10, p90Minutes, replied: 5 }));

describe('the reply badge wording', () => {
  it.each([
    ['en-GB', 20, 'Usually replies within 1 hour'],
    ['en-GB', 150, 'Usually replies within 3 hours'],
    ['en-GB', 151 * 60, 'Usually replies within 7 days'],
    ['de-DE', 60, 'Antwortet meist innerhalb von 1 Stunde'],
    ['de-DE', 1441, 'Antwortet meist innerhalb von 25 Stunden'],
    ['de-DE', 49 * 60, 'Antwortet meist innerhalb von 3 Tagen'],
    ['fr-FR', 45, 'Répond généralement en moins de 1 heure'],
    ['fr-FR', 120, 'Répond généralement en moins de 2 heures'],
    ['fr-FR', 100 * 60, 'Répond généralement en moins de 5 jours'],
  ])('%s, 90th percentile %d minutes: %s', (locale, p90, text) => {
    expect(badge(locale, p90)).toBe(text);
  });

  it.each(['en-GB', 'de-DE', 'fr-FR'])('%s: no badge above a week', (locale) => {
    expect(badge(locale, 169 * 60)).toBeNull();
  });
});
