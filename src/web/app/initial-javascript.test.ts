import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, reachedFiles, routeModules } from './source-graph.ts';

const webRoot = path.resolve(import.meta.dirname, '..');

/** The files among `files` that import zod itself (its regexes, zod/v4/core, are a few hundred bytes). */
const importingZod = (files: Set<string>) =>
  [...files]
    .filter((file) => importsOf(file).static.some((imported) => imported === 'zod' || imported === 'zod/mini'))
    .map((file) => path.relative(webRoot, file));

/**
 * Zod with the domain's schemas is ~25 kB gzip: a screen shows without it and fetches it to check what was
 * typed (ui/use-deferred-schema.ts). The bench prints each screen's initial JavaScript against its budget.
 */
describe('initial JavaScript', () => {
  it('loads no zod before the shell shows', () => {
    expect(importingZod(reachedFiles('main.tsx', { dynamic: false }))).toEqual([]);
  });

  for (const { module } of routeModules()) {
    it(`loads no zod before ${module} shows`, () => {
      expect(importingZod(reachedFiles(module, { dynamic: false }))).toEqual([]);
    });
  }
});
