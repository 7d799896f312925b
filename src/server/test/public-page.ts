import { expect } from 'vitest';
import { editableListing } from '../../domain/listing/listing-form.ts';
import type { ListingAnswer } from '../../domain/listing/listing-api.ts';
import type { Listing } from '../../domain/listing/template.ts';
import type { Supplier } from '../access/supplier-access.ts';
import type { CreatedUser } from './factories.ts';
import type { TestContext } from './test-app.ts';

// a crawler: the page is served but no view is written, so the queries counted are the page's alone
const crawler = 'curl/8.5.0';

/** GET of the supplier's public profile page, as a crawler. */
export const publicPage = (ctx: TestContext, supplier: Supplier, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    url: `/wedding-venues/${supplier.slug}-${supplier.publicId}`,
    headers: { 'user-agent': crawler, ...headers },
  });

/** Saves the listing through the API with a new description. */
export async function saveDescription(ctx: TestContext, user: CreatedUser, supplier: Supplier, description: string) {
  const url = `/api/supplier/${supplier.id}/listing`;
  const { listing } = (await ctx.app.inject({ url, headers: { cookie: user.cookie } })).json<ListingAnswer>();
  const res = await ctx.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: user.cookie },
    payload: { ...editableListing(listing as Listing), description },
  });
  expect(res.statusCode, res.body).toBe(200);
}
