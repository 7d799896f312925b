/**
 * The help widget: the support centre of the supplier's country (footer.ts; none for PL, RU and US) and a
 * contact form to the support team. Limits of the form.
 */
export const helpContactLimits = { subject: 150, message: 5000 } as const;

/**
 * The spec's rule for an outside widget: its locale is set with up to 10 retries, 1 second apart.
 * @internal
 */
export const widgetLocaleRetry = { retries: 10, delayMs: 1000 } as const;

/**
 * Calls `attempt` until it succeeds (the outside widget's script has loaded and took the locale): once at
 * once and then up to `retries` more times, `delayMs` apart. Resolves whether it succeeded; `cancelled`
 * stops it (the page left, the language changed again).
 */
export async function retryUntilSet(
  attempt: () => boolean,
  { retries, delayMs }: { retries: number; delayMs: number } = widgetLocaleRetry,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  cancelled: () => boolean = () => false,
): Promise<boolean> {
  for (let tries = 0; tries <= retries; tries++) {
    if (cancelled()) return false;
    if (attempt()) return true;
    if (tries < retries) await wait(delayMs);
  }
  return false;
}
