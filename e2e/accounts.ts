import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DemoUserKey } from '../src/server/seed/demo.ts';
import type { BrowserSession } from './browser.ts';
import { workerPortal } from './portal.ts';

export interface Account {
  email: string;
  password: string;
}

/** A demo account of the portal under test, with the password it was seeded with. */
export function demoAccount(key: DemoUserKey): Account {
  return workerPortal().demoAccounts[key];
}

/** Signs in through the API (the sign-in form has its own test); the browser context keeps the session cookie. */
export async function signInViaApi(session: BrowserSession, user: Account): Promise<void> {
  const res = await session.context.request.post('/api/login', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A new account through the API (the sign-up form has its own test), with a unique e-mail unless one
 * is given; the browser context keeps its session cookie.
 */
export async function signUpViaApi(
  session: BrowserSession,
  details: Partial<Account> & { firstName?: string; lastName?: string; locale?: string } = {},
): Promise<Account> {
  const account = { email: `e2e-${randomUUID()}@e2e.example`, password: 'correct horse battery', ...details };
  const res = await session.context.request.post('/api/account/signup', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return { email: account.email, password: account.password };
}

/**
 * Stores `locale` as the signed-in user's language and returns how to put back the one they had: a demo
 * user's language is shared with the other test files, which run after this one.
 */
export async function storeLocale(session: BrowserSession, locale: string): Promise<() => Promise<void>> {
  const viewer = await (await session.context.request.get('/api/viewer')).json();
  const before: string = viewer.user.l10n.locale;
  const set = async (value: string) => {
    const res = await session.context.request.post('/api/i18n/set-locale', { data: { locale: value } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await set(locale);
  return () => set(before);
}

/**
 * `walk` in German at 375 px (a phone), then the session's language and a 1280 px window again, whatever `walk` did.
 */
export async function inGermanOnPhone(session: BrowserSession, walk: () => Promise<void>): Promise<void> {
  const restoreLocale = await storeLocale(session, 'de-DE');
  try {
    await session.page.setViewportSize({ width: 375, height: 740 });
    await walk();
  } finally {
    await restoreLocale();
    await session.page.setViewportSize({ width: 1280, height: 800 });
  }
}

/**
 * A new GB business of the signed-in user (they become its admin and it their active supplier), through the get-listed
 * API; answers its id. `county` '' is a listing whose county was left empty (the offline geocoder finds none).
 */
export async function createSupplierViaApi(
  session: BrowserSession,
  {
    name,
    category,
    unique,
    county = 'Greater London',
  }: { name: string; category: string; unique: string; county?: string },
): Promise<string> {
  const supplierFields = {
    name,
    type: [category],
    contacts: {
      email: `shop-${unique}@e2e.example`,
      phone: '020 7946 0018',
      website: `https://shop-${unique}.example`,
    },
    address: {
      street: ['1 Test Lane'],
      postalCode: 'SW1A 1AA',
      city: 'London',
      adminArea: [county, 'England'],
      country: 'United Kingdom',
    },
    l10n: { country: 'GB' },
    coordinates: { latitude: 51.501, longitude: -0.1416 },
  };
  return postSupplier(session, supplierFields);
}

/** A new florist in Paris of the signed-in user, through the get-listed API (as `createSupplierViaApi`); answers its id. */
export async function createParisFloristViaApi(
  session: BrowserSession,
  { name, unique }: { name: string; unique: string },
): Promise<string> {
  return postSupplier(session, {
    name,
    type: ['florist'],
    contacts: {
      email: `fleurs-${unique}@e2e.example.fr`,
      phone: '+33 1 23 45 67 89',
      website: `https://fleurs-${unique}.example.fr`,
    },
    address: {
      street: ['4 rue des Rosiers'],
      postalCode: '75004',
      city: 'Paris',
      adminArea: ['Île-de-France', 'France'],
      country: 'France',
    },
    l10n: { country: 'FR' },
    coordinates: { latitude: 48.857, longitude: 2.358 },
  });
}

async function postSupplier(session: BrowserSession, supplierFields: object): Promise<string> {
  const res = await session.context.request.post('/api/supplier/create', { data: { supplierFields } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Puts a supplier on a tier as a platform admin does (the admin panel's premium change), through `admin`'s signed-in
 * session.
 */
export async function setTierAsAdmin(admin: BrowserSession, supplierId: string, tier: string): Promise<void> {
  const res = await admin.context.request.post(`/api/admin/suppliers/${supplierId}/premium`, { data: { tier } });
  expect(res.status(), await res.text()).toBe(200);
}
