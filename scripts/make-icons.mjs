// Draws the installed app's icons from the favicon's mark (src/web/public/favicon.svg: two rings on the brand's pink),
// once: `node scripts/make-icons.mjs` writes the PNGs under src/web/public/icons/, which are committed.
// "any" icons keep the favicon's rounded square; maskable ones fill the square and keep the rings inside the middle
// 80 % circle that every launcher's mask leaves whole; the notification badge is the rings alone, white on transparent
// (Android draws it as a silhouette in the status bar).
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const pink = '#c2255c';
const out = 'src/web/public/icons';
const rings = (scale) =>
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">` +
  '<circle cx="12.5" cy="16" r="6.5" fill="none" stroke="#fff" stroke-width="2.5"/>' +
  '<circle cx="19.5" cy="16" r="6.5" fill="none" stroke="#fff" stroke-width="2.5"/></g>';
const svg = (body) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`);

const any = svg(`<rect width="32" height="32" rx="7" fill="${pink}"/>${rings(1)}`);
const maskable = svg(`<rect width="32" height="32" fill="${pink}"/>${rings(0.9)}`);
const badge = svg(rings(1.15));

mkdirSync(out, { recursive: true });
const icons = [
  [any, 192, 'icon-192.png'],
  [any, 512, 'icon-512.png'],
  [maskable, 192, 'maskable-192.png'],
  [maskable, 512, 'maskable-512.png'],
  [maskable, 180, 'apple-touch-icon.png'],
  [badge, 96, 'badge-96.png'],
];
for (const [source, size, name] of icons) {
  await sharp(source, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}/${name}`);
}
console.log(`wrote ${icons.length} icons to ${out}`);
