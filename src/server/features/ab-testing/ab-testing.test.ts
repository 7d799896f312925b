import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abTestingCmsSchema } from '../../../domain/ab-testing-cms.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /abtesting/cms.json', () => {
  it('answers the running experiments to anyone, cacheable', async () => {
    const res = await ctx.app.inject({ url: '/abtesting/cms.json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const cms = abTestingCmsSchema.parse(res.json());
    // the one shipped experiment: the dashboard's next-tier link, control first
    expect(cms.experiments).toEqual([
      {
        id: 'nextTierButton',
        screens: ['/dashboard'],
        variants: [
          { id: 'control', weight: 50 },
          { id: 'seePlans', weight: 50 },
        ],
      },
    ]);
  });

  it('answers 404 for another file of the folder', async () => {
    expect((await ctx.app.inject({ url: '/abtesting/other.json' })).statusCode).toBe(404);
  });
});
