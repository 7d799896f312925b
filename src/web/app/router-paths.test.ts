import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portalRoutePaths } from '../../domain/portal-routes.ts';

describe('the router', () => {
  it('are the paths of the web router', () => {
    const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const routerPaths = [...router.matchAll(/path: '([^']+)'/g)].map((m) => `/${m[1]}`).filter((p) => p !== '/*');
    expect([...portalRoutePaths].filter((p) => p !== '/').sort()).toEqual(routerPaths.sort());
  });
});
