/**
 * Debian's Chromium unless CHROMIUM_PATH names another binary (a test tool's own browser download does not work here).
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}
