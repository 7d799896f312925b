import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Achievements } from '../../../domain/about-you/achievements.ts';
import { answerFieldsOf } from '../../test/openapi.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { aboutYouCalls } from './test-calls.ts';

const strip = (groups: Achievements) =>
  Object.fromEntries(
    Object.entries(groups).map(([group, entries]) => [
      group,
      entries.map(({ type, name, link }) => ({ type, name, link })),
    ]),
  );

describe('GET/PUT /api/supplier/{id}/achievements', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  const calls = () => aboutYouCalls(ctx, 'achievements');

  it('saves each group whole: nameless entries deleted, empty links dropped, order kept', async () => {
    const { get, put } = calls();
    const { user, supplier } = await createOwnedSupplier(ctx);
    expect((await get(user, supplier.id)).json()).toEqual({
      featuredIn: [],
      industryAwards: [],
      accreditationsAssociations: [],
    });

    const res = await put(user, supplier.id, {
      featuredIn: [
        { name: 'Brides Magazine', link: 'www.brides.example/best-barns' },
        { name: '', link: 'https://gone.example' },
        { name: 'Cotswold Life', link: '' },
      ],
      industryAwards: [{ name: 'Venue of the Year 2025', link: 'https://awards.example/2025' }],
      accreditationsAssociations: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Achievements>();
    // each entry names its spec type: media, award or accreditation by its group
    expect(strip(saved)).toEqual({
      featuredIn: [
        { type: 'media', name: 'Brides Magazine', link: 'https://www.brides.example/best-barns' },
        { type: 'media', name: 'Cotswold Life', link: null },
      ],
      industryAwards: [{ type: 'award', name: 'Venue of the Year 2025', link: 'https://awards.example/2025' }],
      accreditationsAssociations: [],
    });
    expect(strip((await get(user, supplier.id)).json<Achievements>())).toEqual(strip(saved));

    // a second save of one group: the kept entry keeps its id and createdAt, the other groups stay
    const kept = saved.featuredIn[1]!;
    const again = (
      await put(user, supplier.id, {
        featuredIn: [
          { id: kept.id, name: 'Cotswold Life', link: '' },
          { name: 'The Times', link: '' },
        ],
      })
    ).json<Achievements>();
    expect(again.featuredIn.map((e) => e.name)).toEqual(['Cotswold Life', 'The Times']);
    expect(again.featuredIn[0]).toEqual(kept);
    expect(again.featuredIn[1]!.id).not.toBe(saved.featuredIn[0]!.id);
    expect(again.industryAwards).toEqual(saved.industryAwards);
  });

  it('refuses a named entry with a bad link, naming that entry, and writes nothing', async () => {
    const { get, put } = calls();
    const { user, supplier } = await createOwnedSupplier(ctx);
    await put(user, supplier.id, { industryAwards: [{ name: 'Kept award', link: '' }] });
    const before = (await get(user, supplier.id)).json<Achievements>();

    const res = await put(user, supplier.id, {
      featuredIn: [{ name: 'Fine', link: 'https://fine.example' }],
      industryAwards: [
        { name: 'Ok', link: '' },
        { name: 'Broken', link: 'not a link' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'industryAwards.1.link': 'validation:url' });
    const mail = await put(user, supplier.id, {
      accreditationsAssociations: [{ name: 'UKWA', link: 'hello@ukwa.example' }],
    });
    expect(mail.json().error.fields).toEqual({ 'accreditationsAssociations.0.link': 'validation:websiteIsEmail' });
    expect((await put(user, supplier.id, { featuredIn: 'nope' })).statusCode).toBe(400);
    expect((await get(user, supplier.id)).json()).toEqual(before);
  });

  it('lets a viewer read but not write, and answers 404 for another supplier', async () => {
    const { get, put } = calls();
    const { user: viewer, supplier } = await createOwnedSupplier(ctx, { role: 'viewer' });
    const entries = { featuredIn: [{ name: 'Vogue', link: '' }] };
    expect((await get(viewer, supplier.id)).statusCode).toBe(200);
    expect((await put(viewer, supplier.id, entries)).statusCode).toBe(403);
    const { user: stranger } = await createOwnedSupplier(ctx);
    expect((await get(stranger, supplier.id)).statusCode).toBe(404);
    expect((await put(stranger, supplier.id, entries)).statusCode).toBe(404);
    expect((await get(viewer, supplier.id)).json<Achievements>().featuredIn).toEqual([]);
  });

  it('publishes the spec’s achievement fields, type included, in the OpenAPI document', async () => {
    for (const group of ['featuredIn', 'industryAwards', 'accreditationsAssociations'])
      expect(await answerFieldsOf(ctx.app, 'GET', '/api/supplier/{id}/achievements', `${group}.[]`)).toEqual(
        expect.arrayContaining(['name', 'link', 'createdAt', 'type']),
      );
  });
});
