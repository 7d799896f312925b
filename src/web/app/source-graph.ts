import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the web's source files import, read from the files themselves: the routes of router.tsx and the
 * files a module reaches. For the tests of what a screen loads (i18n/screen-namespaces.test.ts,
 * app/initial-javascript.test.ts) and the bench's initial JavaScript figures.
 */

const webRoot = path.resolve(import.meta.dirname, '..');
const routerFile = path.join(webRoot, 'app/router.tsx');

/** A file's imports (not `import type`): local files resolved, packages by name. */
export function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const source = readFileSync(file, 'utf8');
  const resolve = (specifier: string) =>
    specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier;
  const staticImports = [...source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map(
    (m) => resolve(m[1]!),
  );
  const dynamicImports = [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => resolve(m[1]!));
  return { static: staticImports, dynamic: dynamicImports };
}

/**
 * The local files a module (a path under src/web) reaches by its imports, static only or dynamic too; the
 * router's route modules are never followed. `dynamic: false` gives what loads before the module runs.
 */
export function reachedFiles(start: string, { dynamic = true } = {}): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const imports = importsOf(file);
    const next = file === routerFile || !dynamic ? imports.static : [...imports.static, ...imports.dynamic];
    for (const reached of next) if (path.isAbsolute(reached) && existsSync(reached)) visit(reached);
  };
  visit(path.resolve(webRoot, start));
  return files;
}

/**
 * The routes of router.tsx: each lazily loaded module with the screen namespaces its `withTexts` loads. White
 * space is free between the tokens, as the formatter breaks the lines where it likes.
 */
export function routeModules(): { module: string; namespaces: string[] }[] {
  const source = readFileSync(routerFile, 'utf8');
  return [
    ...source.matchAll(
      /lazy:\s*(?:withTexts\(\s*\[([^\]]*)\],\s*)?async \(\) => \(\{\s*Component: \(await import\(\s*'([^']+)'\s*\)\)/g,
    ),
  ].map(([, listed, module]) => ({
    module: path.relative(webRoot, path.resolve(path.dirname(routerFile), module!)),
    namespaces: [...(listed ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!),
  }));
}
