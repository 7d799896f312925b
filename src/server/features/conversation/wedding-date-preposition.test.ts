import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../../../domain/enquiries/reply-templates.ts';
import type { ReplyTemplatesResponse } from '../../../domain/enquiries/reply-templates-api.ts';
import { undecidedWeddingDate } from '../../../domain/enquiries/wedding-date.ts';
import { weddingDatePhrase } from '../../../domain/enquiries/wedding-date-phrase.ts';
import type { Locale } from '../../../domain/locales.ts';
import { translatorFor } from '../../i18n/translator.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The migration as committed; the test database already ran it, so it is run again over rows saved the old way. */
const migration = readFileSync(
  new URL('../../../../drizzle/0053_wedding_date_preposition.sql', import.meta.url),
  'utf8',
);

const sixNovember = { ...undecidedWeddingDate, day: 6, dayUndecided: false, month: 11, monthUndecided: false };
const weddingDay = { ...sixNovember, year: 2027, yearUndecided: false };

/** The text as the composer fills it for a couple marrying on 6 November 2027. */
const rendered = (text: string, locale: Locale) => {
  const t = translatorFor(locale);
  const weddingDate = weddingDatePhrase(weddingDay, (key, options) => t(`enquiries:${key}`, options), locale);
  return fillTemplate(text, { coupleNames: 'Mia', weddingDate, supplierName: 'Studio' });
};

describe('reply templates saved before {weddingDate} brought its preposition (migration 0050)', () => {
  it('lose the preposition before the placeholder in each language, and nothing else', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { tier: 'classic' });
    const oldWording: Record<Locale, string> = {
      'en-GB': 'We are free on {weddingDate}. In {weddingDate} Gordon {weddingDate} too.',
      'de-DE': 'Wir haben am {weddingDate} noch frei, Team {weddingDate}.',
      'fr-FR': 'Nous sommes libres le {weddingDate} ; Michelle {weddingDate}.',
    };
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplier.id}/reply-templates`,
      headers: { cookie: user.cookie },
      payload: { name: 'Free', texts: oldWording },
    });
    expect(created.statusCode, created.body).toBe(201);
    const untouched = await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/${supplier.id}/reply-templates`,
      headers: { cookie: user.cookie },
      payload: { name: 'Thanks', texts: { 'en-GB': 'Thank you, {coupleNames}! {supplierName}' } },
    });
    expect(untouched.statusCode, untouched.body).toBe(201);

    await ctx.database.db.execute(sql.raw(migration));

    const listed = await ctx.app.inject({
      url: `/api/supplier/${supplier.id}/reply-templates`,
      headers: { cookie: user.cookie },
    });
    const [free, thanks] = listed.json<ReplyTemplatesResponse>().templates;
    expect(free!.texts).toEqual({
      'en-GB': 'We are free {weddingDate}. {weddingDate} Gordon {weddingDate} too.',
      'de-DE': 'Wir haben {weddingDate} noch frei, Team {weddingDate}.',
      'fr-FR': 'Nous sommes libres {weddingDate} ; Michelle {weddingDate}.',
    });
    expect(thanks!.texts['en-GB']).toBe('Thank you, {coupleNames}! {supplierName}');
    expect(rendered(free!.texts['en-GB'], 'en-GB')).toMatch(/^We are free on 6 November 2027\. /);
    expect(rendered(free!.texts['de-DE'], 'de-DE')).toMatch(/^Wir haben am 6\. November 2027 noch frei/);
    expect(rendered(free!.texts['fr-FR'], 'fr-FR')).toMatch(/^Nous sommes libres le 6 novembre 2027 ;/);
  });
});
