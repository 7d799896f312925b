import sharp from 'sharp';
import { withPeakMemory } from './memory.ts';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const browserUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Time to first byte of `url`, one request after the other: fetch resolves when the response headers arrive. */
export async function measureTimeToFirstByte(
  url: string,
  userAgent: string,
  samples = 100,
): Promise<{ p50Ms: number; p99Ms: number }> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { 'user-agent': userAgent } });
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }
  times.sort((a, b) => a - b);
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) };
}

/**
 * A JPEG of random pixels (which hardly compresses: about 0.78 bytes a pixel at quality 90) of about `megabytes`, a
 * camera photo's weight.
 */
async function noisyJpeg(megabytes: number, seed: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt((megabytes * 1_000_000) / 0.78));
  const pixels = Buffer.alloc(side * side * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[i] = state >> 16;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * One upload of `count` photos of about `megabytes` each: the time until the server answered with every thumbnail made,
 * and its peak memory.
 */
export async function measurePhotoUpload(url: string, cookie: string, serverPid: number, count = 20, megabytes = 3) {
  const files = await Promise.all(Array.from({ length: count }, (_, i) => noisyJpeg(megabytes, i + 1)));
  const form = new FormData();
  files.forEach((file, i) =>
    form.append('photos', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`),
  );
  const started = performance.now();
  const { result, startMiB, peakMiB } = await withPeakMemory(serverPid, async () => {
    const response = await fetch(url, { method: 'POST', body: form, headers: { cookie } });
    return {
      status: response.status,
      body: (await response.json()) as { uploaded?: number; photos?: { thumbnail: string }[] },
    };
  });
  return {
    status: result.status,
    seconds: (performance.now() - started) / 1000,
    uploaded: result.body.uploaded ?? 0,
    everyPhotoHasThumbnail: (result.body.photos ?? []).every((photo) => photo.thumbnail),
    averageMB: files.reduce((sum, file) => sum + file.length, 0) / files.length / 1_000_000,
    startMiB,
    peakMiB,
  };
}
