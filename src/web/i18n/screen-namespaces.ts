import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * For the test of i18n/index.ts's split (screen-namespaces.test.ts): which namespaces the code of the shell
 * and of each route names, found in the source files their imports reach.
 */

const webRoot = path.resolve(import.meta.dirname, '..');
const routerFile = path.join(webRoot, 'app/router.tsx');
const defaultNamespace = 'common';

function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const source = readFileSync(file, 'utf8');
  const resolve = (specifier: string) => path.resolve(path.dirname(file), specifier);
  const local = (specifiers: string[]) => specifiers.filter((s) => s.startsWith('.')).map(resolve).filter((f) => existsSync(f));
  const staticImports = [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((m) => m[1]!);
  const dynamicImports = [...source.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]!);
  return { static: local(staticImports), dynamic: local(dynamicImports) };
}

/** The files a module reaches by its static and dynamic imports; the router's route modules are not followed. */
export function reachedFiles(start: string): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const { static: statics, dynamic } = importsOf(file);
    for (const next of file === routerFile ? statics : [...statics, ...dynamic]) visit(next);
  };
  visit(path.resolve(webRoot, start));
  return files;
}

/** The namespaces a file names: `useTranslation('ns')`, `useTranslation(['a', 'b'])`, `useTranslation()` (common) and keys written `ns:key`. */
export function namespacesNamed(file: string, known: readonly string[]): Set<string> {
  const source = readFileSync(file, 'utf8');
  const found = new Set<string>();
  for (const [, args] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    const names = [...args!.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    for (const name of names.length > 0 ? names : [defaultNamespace]) found.add(name);
  }
  for (const namespace of known) if (new RegExp(`['"\`]${namespace}:`).test(source)) found.add(namespace);
  return found;
}

/** The routes of router.tsx: each lazily loaded module with the screen namespaces its `withTexts` loads. */
export function routeModules(): { module: string; namespaces: string[] }[] {
  const source = readFileSync(routerFile, 'utf8');
  return [...source.matchAll(/lazy: (?:withTexts\(\[([^\]]*)\], )?async \(\) => \(\{ Component: \(await import\('([^']+)'\)\)/g)].map(([, listed, module]) => ({
    module: path.relative(webRoot, path.resolve(path.dirname(routerFile), module!)),
    namespaces: [...(listed ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!),
  }));
}
