import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '../../../domain/about-you/faq.ts';
import { faqQuestionsOf } from '../../../domain/listing/faq-questions.ts';
import de from '../../../web/i18n/locales/de-DE/faq.json' with { type: 'json' };
import en from '../../../web/i18n/locales/en-GB/faq.json' with { type: 'json' };
import { answerFieldsOf } from '../../test/openapi.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { readAboutYou } from './read.ts';
import { aboutYouCalls } from './test-calls.ts';

const enQuestions: Record<string, string> = en.questions;
const deQuestions: Record<string, string> = de.questions;

describe('GET/PUT /api/supplier/{id}/faq', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const calls = () => aboutYouCalls(ctx, 'faq');
  const [q1, q2, q3] = faqQuestionsOf('photo');

  it('gives the ten questions of the category, saves answers and deletes empty ones', async () => {
    const { get, put } = calls();
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'] });
    const empty = (await get(user, supplier.id)).json<Faq>();
    expect(empty.category).toBe('photo');
    expect(empty.questions.map((q) => q.questionId)).toEqual([...faqQuestionsOf('photo')]);
    expect(empty.questions).toHaveLength(10);
    expect(empty.questions.every((q) => q.answer === '')).toBe(true);

    const res = await put(user, supplier.id, {
      answers: { [q2!]: '  Two photographers on the day. ', [q1!]: 'Yes', [q3!]: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = (await get(user, supplier.id)).json<Faq>().questions.filter((q) => q.answer !== '');
    expect(answered).toEqual([
      { questionId: q1, question: enQuestions[q1!], answer: 'Yes' },
      { questionId: q2, question: enQuestions[q2!], answer: 'Two photographers on the day.' },
    ]);

    // the whole set: emptied and left-out answers go
    await put(user, supplier.id, { answers: { [q1!]: '   ' } });
    expect((await get(user, supplier.id)).json<Faq>().questions.every((q) => q.answer === '')).toBe(true);
  });

  it('refuses answers to questions the category does not have, and answers too long, writing nothing', async () => {
    const { get, put } = calls();
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'] });
    await put(user, supplier.id, { answers: { [q1!]: 'Kept' } });
    const venueQuestion = faqQuestionsOf('venue').find((id) => !faqQuestionsOf('photo').includes(id))!;

    const unknown = await put(user, supplier.id, {
      answers: { [q1!]: 'Changed', [venueQuestion]: 'Not a photo question' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'unknown-question',
      fields: { [`answers.${venueQuestion}`]: 'validation:invalid' },
    });
    const long = await put(user, supplier.id, { answers: { [q1!]: 'x'.repeat(2001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ [`answers.${q1}`]: 'validation:maxLength' });
    expect((await get(user, supplier.id)).json<Faq>().questions[0]).toMatchObject({ questionId: q1, answer: 'Kept' });
  });

  it('names each entry’s question in the supplier’s language, as the OpenAPI document shows', async () => {
    const { get } = calls();
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'], locale: 'de-DE', countryCode: 'DE' });
    const questions = (await get(user, supplier.id)).json<Faq>().questions;
    expect(questions.map((q) => q.question)).toEqual(faqQuestionsOf('photo').map((id) => deQuestions[id]));
    expect(await answerFieldsOf(ctx.app, 'GET', '/api/supplier/{id}/faq', 'questions.[]')).toEqual([
      'answer',
      'question',
      'questionId',
    ]);
  });

  it('lets a viewer read but not write, and answers 404 for another supplier', async () => {
    const { get, put } = calls();
    const { user: viewer, supplier } = await createOwnedSupplier(ctx, { role: 'viewer' });
    const [venueQ] = faqQuestionsOf('venue');
    expect((await get(viewer, supplier.id)).statusCode).toBe(200);
    expect((await put(viewer, supplier.id, { answers: { [venueQ!]: 'Yes' } })).statusCode).toBe(403);
    const { user: stranger } = await createOwnedSupplier(ctx);
    expect((await get(stranger, supplier.id)).statusCode).toBe(404);
    expect((await put(stranger, supplier.id, { answers: { [venueQ!]: 'Yes' } })).statusCode).toBe(404);
    expect((await get(viewer, supplier.id)).json<Faq>().questions.every((q) => q.answer === '')).toBe(true);
  });

  it('refuses a supplier of a type the FAQ does not know', async () => {
    const { get } = calls();
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['spaceships'] });
    const res = await get(user, supplier.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('unknown-supplier-type');
  });

  it('readAboutYou gives the status message, achievements and answered questions for the public profile', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { types: ['photo'] });
    await aboutYouCalls(ctx, 'status-message').put(user, supplier.id, { message: 'Booking 2027' });
    await aboutYouCalls(ctx, 'achievements').put(user, supplier.id, {
      industryAwards: [{ name: 'Best photographer', link: '' }],
    });
    await calls().put(user, supplier.id, { answers: { [q2!]: 'Both' } });
    const read = await readAboutYou(ctx.database.db, supplier);
    expect(read.statusMessage?.message).toBe('Booking 2027');
    expect(read.achievements.industryAwards.map((a) => a.name)).toEqual(['Best photographer']);
    expect(read.faq).toEqual([{ questionId: q2, question: enQuestions[q2!], answer: 'Both' }]);
    expect(
      (await readAboutYou(ctx.database.db, { id: supplier.id, types: ['spaceships'], locale: 'en-GB' })).faq,
    ).toEqual([]);
  });
});
