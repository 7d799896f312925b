import { chromium } from 'playwright-core';
import fs from 'node:fs';
const dir = fs.readFileSync('/tmp/dash-datadir', 'utf8').trim();
const accounts = JSON.parse(fs.readFileSync(`${dir}/demo-accounts.json`, 'utf8'));
const base = 'http://127.0.0.1:4311';
const venue = accounts.venue ?? Object.values(accounts).find((a) => a.email?.startsWith('venue'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [locale, width, height] of [['de-DE', 375, 667], ['fr-FR', 768, 1024], ['en-GB', 1280, 800]]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height } });
  const login = await context.request.post('/api/login', { data: { email: venue.email, password: venue.password }, headers: { Origin: base } });
  if (!login.ok()) throw new Error(await login.text());
  await context.request.post('/api/i18n/set-locale', { data: { locale }, headers: { Origin: base } });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.locator('#key-figures').waitFor();
  await page.locator('#awaiting-reply').locator('xpath=..').locator('li').first().waitFor({ timeout: 20000 }).catch(() => {});
  const box = await page.locator('#key-figures').boundingBox();
  const sw = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log(locale, width, 'key figures y', box?.y, 'scrollWidth', sw);
  await page.screenshot({ path: `/tmp/dash-${locale}-${width}.png`, fullPage: true });
  await page.screenshot({ path: `/tmp/dash-${locale}-${width}-fold.png` });
  await context.close();
}
await browser.close();
