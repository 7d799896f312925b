import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (where package.json is), found from this file whether it runs as TypeScript
 * (src/server) or compiled (dist/node/server): files the server reads at run time (migrations, the web
 * build, the locale files) are named from there, not relative to a source file that moves when compiled.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server');
    dir = parent;
  }
  return dir;
}

const projectRoot = findProjectRoot();

export const projectPath = (...segments: string[]) => path.join(projectRoot, ...segments);
