import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../domain/locales.ts';
import { coreNamespaces } from './core-namespaces.ts';
import { reachedFiles, routeModules } from '../app/source-graph.ts';

const defaultNamespace = 'common';

/**
 * The namespaces a file names: `useTranslation('ns')`, `useTranslation(['a', 'b'])`, `useTranslation()` (common) and
 * keys written `ns:key`.
 */
function namespacesNamed(file: string, known: readonly string[]): Set<string> {
  const source = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const [, args] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const names = [...args!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    for (const name of names.length > 0 ? names : [defaultNamespace]) found.add(name);
  }
  for (const namespace of known) if (new RegExp(`['"\`]${namespace}:`).test(source)) found.add(namespace);
  return found;
}

const known = readdirSync(path.join(import.meta.dirname, 'locales/en-GB')).map((file) => file.replace(/\.json$/, ''));
const namespacesReachedFrom = (module: string) =>
  new Set([...reachedFiles(module)].flatMap((file) => [...namespacesNamed(file, known)]));
const languageChunks = import.meta.glob<{ core: Record<string, unknown> }>('./locales/*.ts', { eager: true });

describe('texts loaded before a screen shows', () => {
  it('has every namespace the shell names among the core ones, loaded before the first render', () => {
    expect([...namespacesReachedFrom('main.tsx')].filter((namespace) => !coreNamespaces.includes(namespace))).toEqual(
      [],
    );
  });

  it('puts exactly the core namespaces in each language chunk', () => {
    for (const locale of locales) {
      const files = Object.keys(languageChunks[`./locales/${locale}.ts`]!.core).map((file) =>
        path.basename(file, '.json'),
      );
      expect({ locale, files: files.sort() }).toEqual({ locale, files: [...coreNamespaces].sort() });
    }
  });

  const routes = routeModules();
  it('finds the routes of router.tsx', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  for (const { module, namespaces } of routes) {
    it(`loads with ${module} every namespace its code names`, () => {
      const missing = [...namespacesReachedFrom(module)].filter(
        (namespace) => !coreNamespaces.includes(namespace) && !namespaces.includes(namespace),
      );
      expect(missing).toEqual([]);
      expect(namespaces.filter((namespace) => !known.includes(namespace))).toEqual([]);
    });
  }
});
