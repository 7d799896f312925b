import os from 'node:os';
import { hashPassword, verifyPassword } from '../src/server/auth/password.ts';
import type { Db } from '../src/server/db/client.ts';
import { seedUser } from '../src/server/seed/demo.ts';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * One account per connection of the sign-in row (issue 37), made by the portal's own user creation with a real
 * password hash: one account signed into from 20 connections at once met its attempt limit (thousands of 429s).
 */
export async function signInAccounts(db: Db, count: number): Promise<Credentials[]> {
  const password = 'bench sign-in password';
  const accounts = Array.from({ length: count }, (_, i) => ({ email: `bench-sign-in-${i}@example.com`, password }));
  for (const { email } of accounts)
    await seedUser(db, { email, password, firstName: 'Bench', lastName: 'Sign-in', country: 'GB' });
  return accounts;
}

export interface Argon2Cost {
  medianMs: number;
  /** What argon2 alone allows: one verify per core at a time. */
  signInsPerSecond: number;
}

/** argon2's cost per sign-in: the median of `samples` verifies of a hash made with the portal's own parameters. */
export async function measureArgon2(samples = 50): Promise<Argon2Cost> {
  const password = 'bench sign-in password';
  const hash = await hashPassword(password);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    if (!(await verifyPassword({ hash, password }))) throw new Error('argon2 did not verify its own hash');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(samples / 2)]!;
  return { medianMs, signInsPerSecond: (os.cpus().length * 1000) / medianMs };
}

/** One sign-in of the first account before the row: the row's accounts sign in (a failure stops the bench). */
export async function checkSignIn(url: string, [first]: Credentials[]): Promise<void> {
  const started = performance.now();
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(first),
  });
  if (!answer.ok) throw new Error(`a bench account's sign-in failed: ${answer.status} ${await answer.text()}`);
  console.log(`a bench account signed in (${(performance.now() - started).toFixed(0)} ms)`);
}
