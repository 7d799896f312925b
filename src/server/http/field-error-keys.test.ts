import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformAdmins } from '../db/schema/index.ts';
import { operationsOf, urlOf, type Operation } from '../test/openapi.ts';
import { createOwnedSupplier } from '../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import type { CreatedUser } from '../test/factories.ts';

const keyOf = (op: Operation) => `${op.method} ${op.path}`;

/** The en-GB text of an i18n key `namespace:dotted.path`, as the browser resolves it; undefined when there is none. */
function englishOf(key: string): unknown {
  const match = /^(\w+):([\w.-]+)$/.exec(key);
  if (!match) return undefined;
  const [, namespace, path] = match as unknown as [string, string, string];
  let node: unknown;
  try {
    node = JSON.parse(readFileSync(`src/web/i18n/locales/en-GB/${namespace}.json`, 'utf8'));
  } catch {
    return undefined;
  }
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/**
 * Every call with a body (JSON or multipart), read from the OpenAPI document, sent an empty one by a user who may use it (a platform
 * admin who owns the supplier named): each field error must be an i18n key with an English text, never a validator's
 * own words. A call added later is covered without editing this file.
 */
describe('field errors are i18n keys on every call, generated from the OpenAPI document', () => {
  let ctx: TestContext;
  let user: CreatedUser;
  let supplierId: string;
  let withBody: Operation[];

  beforeAll(async () => {
    ctx = await createTestApp();
    withBody = (await operationsOf(ctx.app)).filter((op) => op.method !== 'GET' && op.bodyKinds.length > 0);
    const owner = await createOwnedSupplier(ctx);
    user = owner.user;
    supplierId = owner.supplier.id;
    await ctx.database.db.insert(platformAdmins).values({ userId: user.id });
  });
  afterAll(() => ctx.close());

  /**
   * The call with its supplier parameter on the user's supplier (other path parameters 'x') and an empty body: `{}`, or
   * a form whose `data` part is `{}` for a multipart call.
   */
  const sendEmpty = async (op: Operation) => {
    const note = op.supplierAccess;
    let url = note?.in === 'path' ? op.path.replace(`{${note.name}}`, encodeURIComponent(supplierId)) : op.path;
    url = urlOf({ ...op, path: url });
    if (note?.in === 'query') url += `?${note.name}=${encodeURIComponent(supplierId)}`;
    if (op.jsonBody) return ctx.app.inject({ method: op.method, url, headers: { cookie: user.cookie }, payload: {} });
    const form = new FormData();
    form.append('data', '{}');
    const encoded = new Response(form);
    return ctx.app.inject({
      method: op.method,
      url,
      headers: { cookie: user.cookie, 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
  };

  it('answers an empty body with field errors that are keys, on every call with a body', async () => {
    expect(withBody.length).toBeGreaterThan(80);
    const notKeys: string[] = [];
    let validated = 0;
    for (const op of withBody) {
      const res = await sendEmpty(op);
      expect(res.statusCode, `${keyOf(op)}: ${res.body}`).toBeLessThan(500);
      // the session lives on: every later call is judged as the same user
      expect(res.statusCode, keyOf(op)).not.toBe(401);
      const fields = res.json<{ error?: { fields?: Record<string, string> } }>().error?.fields ?? {};
      if (Object.keys(fields).length > 0) validated++;
      for (const [field, message] of Object.entries(fields))
        if (typeof englishOf(message) !== 'string') notKeys.push(`${keyOf(op)} ${field}: ${message}`);
    }
    expect(notKeys).toEqual([]);
    // most calls have a required field: the test really reached their validation
    expect(validated).toBeGreaterThan(withBody.length / 2);
  });
});
