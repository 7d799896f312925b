import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The page's serious and critical accessibility violations (axe), as "rule: targets" lines; [] when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  // a colour checked mid-transition is a blend of two colours: let the finite transitions end first (spinners never do)
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    return Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
