import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { chromiumFlags, chromiumPath } from './chromium-path.ts';
import { workerPortal } from './portal.ts';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A fresh Chromium profile per test file, pointed at the portal the global setup started.
 * It asks for reduced motion, so no half-faded notification or modal is screenshotted or contrast-checked.
 * `touch` makes it a phone or tablet (a finger for a pointer, the mobile viewport). The portal's service worker is
 * blocked unless a test asks for it (pwa.e2e.ts): Playwright's request routing (held-requests.ts) does not see what a
 * worker fetches, and no other test should wait for the worker's install downloads on a busy machine.
 */
export async function openBrowser(
  viewport = { width: 1280, height: 800 },
  { touch = false, serviceWorkers = 'block' }: { touch?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portal-chromium-'));
  const { baseUrl } = workerPortal();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: chromiumFlags,
    viewport,
    hasTouch: touch,
    isMobile: touch,
    baseURL: baseUrl,
    reducedMotion: 'reduce',
    serviceWorkers,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    baseUrl,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const screenshotDir = path.resolve('e2e/screenshots');

/** Keeps one screenshot per screen under e2e/screenshots/ (a CI artefact; look at them). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Waits until the page is no wider than `width` (no sideways scrolling), failing after 10 s. A resized window
 * re-lays out a frame or two later, and the menu follows only once the resize has settled (spec: 500 ms), so the
 * width is a state to wait for, not to read once.
 */
export async function expectNoSidewaysScroll(page: Page, width = 375): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
    .toBeLessThanOrEqual(width);
}

/**
 * Boxes that scroll sideways or stick out of their box: elements whose content is wider than they are while their
 * overflow is visible, auto or scroll (a table's ScrollArea too). A visually hidden text (1 px) is not counted, nor
 * the one widget that may scroll on purpose: a chart's plot area (recharts), which draws its own ticks.
 */
export const sidewaysBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => {
        if (el.clientWidth <= 1 || el.scrollWidth <= el.clientWidth + 1) return false;
        if (el.closest('.recharts-wrapper')) return false;
        return ['visible', 'auto', 'scroll'].includes(getComputedStyle(el).overflowX);
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}: ${el.scrollWidth} > ${el.clientWidth}`,
      ),
  );

/**
 * What the header shows cut: an element of the banner whose content is wider than it is (a truncated name) or that
 * sticks out of the window, as "tag: text" lines; [] when everything in it is whole.
 */
export const cutInHeader = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 1) return false;
        return el.scrollWidth > el.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth;
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 40)}`),
  );
