/** The browser and system a user agent names, for a device's label ("Chrome on Android"); null where it is unknown. */
export interface DeviceParts {
  browser: string | null;
  system: string | null;
}

// order matters: Edge and Opera and Samsung's browser say "Chrome" too, Chrome says "Safari", iPhones say "Mac OS X"
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPod)\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function deviceParts(userAgent: string): DeviceParts {
  return { browser: firstMatch(userAgent, browsers), system: firstMatch(userAgent, systems) };
}
