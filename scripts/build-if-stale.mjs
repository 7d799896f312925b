// Builds the web app and the server (npm run build) unless the last build is newer than every source,
// so `npm start` on a fresh clone builds once and later starts do not rebuild what is already built.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp';
const inputs = [
  'src',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.server.json',
  'scripts/compress-assets.mjs',
];

function newestChange(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newestChange(path.join(file, name))));
}

const built = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (Math.max(...inputs.map(newestChange)) < built) {
  console.log('The build is up to date.');
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}
