import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { platformAdmins } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  /** Send as `headers: { cookie }` in app.inject to act as this user. */
  cookie: string;
}

export interface CreateUserOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  locale?: string;
}

/** The `name=value` pairs of an answer's Set-Cookie headers, ready for a Cookie header. */
export function cookieOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Signs up through the real API with a unique e-mail (tests run in parallel without cleanup). */
export async function createUser(ctx: TestContext, overrides: CreateUserOverrides = {}): Promise<CreatedUser> {
  const email = overrides.email ?? `user-${randomUUID()}@test.example`;
  const password = overrides.password ?? 'correct horse battery';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/signup',
    payload: {
      email,
      password,
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'User',
      locale: overrides.locale,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    id: res.json<{ userId: string }>().userId,
    email: email.toLowerCase(),
    password,
    cookie: cookieOf(res.headers['set-cookie']),
  };
}

/** A user in the spec's platform admin record "*" (table platform_admins). */
export async function createPlatformAdmin(ctx: TestContext, overrides: CreateUserOverrides = {}): Promise<CreatedUser> {
  const user = await createUser(ctx, { firstName: 'Platform', lastName: 'Admin', ...overrides });
  await ctx.database.db.insert(platformAdmins).values({ userId: user.id });
  return user;
}
