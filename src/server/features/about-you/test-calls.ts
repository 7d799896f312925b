import type { CreatedUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';

export type AboutYouResource = 'status-message' | 'achievements' | 'faq';

/** GET and PUT of one /about-you resource as a user (the session cookie). */
export function aboutYouCalls(ctx: TestContext, resource: AboutYouResource) {
  const url = (supplierId: string) => `/api/supplier/${supplierId}/${resource}`;
  return {
    get: (user: CreatedUser, supplierId: string) =>
      ctx.app.inject({ url: url(supplierId), headers: { cookie: user.cookie } }),
    put: (user: CreatedUser, supplierId: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: url(supplierId), payload, headers: { cookie: user.cookie } }),
  };
}
