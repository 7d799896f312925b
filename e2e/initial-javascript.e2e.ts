import { describe, expect, it } from 'vitest';
import { initialJavaScript, initialJavaScriptBudget } from '../bench/initial-javascript.ts';

/**
 * The initial-JavaScript budget checked on the build every browser run uses (npm run test:e2e builds first),
 * so a change that pushes a screen over it fails the test command, not only a later `npm run bench`. Sizes of
 * the built files, not times: deterministic on any machine.
 */
describe('initial JavaScript of the built web app', () => {
  for (const { screen, bytes } of initialJavaScript()) {
    it(`${screen} loads at most ${initialJavaScriptBudget / 1024} kB gzip before it shows`, () => {
      expect(bytes).toBeLessThanOrEqual(initialJavaScriptBudget);
    });
  }
});
