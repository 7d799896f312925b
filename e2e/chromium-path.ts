/**
 * Debian's Chromium unless CHROMIUM_PATH names another binary (a test tool's own browser download does not work here).
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Headless and quiet: no sandbox (containers), no GPU, no background calls home. Shared by the browser tests and benches. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
