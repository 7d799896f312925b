// Writes a Brotli (.br) and a gzip (.gz) copy of every text file of the web build, once at build time,
// so the server sends them (@fastify/static preCompressed) without compressing on each request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/web';
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function* filesOf(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(file);
    else if (compressible.test(entry.name)) yield file;
  }
}

let count = 0;
for (const file of filesOf(root)) {
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`compressed ${count} files of ${root} (br, gz)`);
