import type { CreatedUser } from './factories.ts';
import type { TestContext } from './test-app.ts';

/** A POST as the signed-in user: JSON, or a form as the test-mode payment pages send it (`form`). */
export function postAs(ctx: TestContext, user: CreatedUser, url: string, payload: object | string, form = false) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie: user.cookie, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
  });
}
