/**
 * Runs a task now and then every `everyMs` on this node, never two runs of it at once (a slow run makes
 * the next tick wait for it). The timer does not hold the process open; `stop` ends it.
 */
export function repeatEvery(
  task: () => Promise<unknown>,
  everyMs: number,
  onError: (error: unknown) => void,
): { ready: Promise<void>; stop(): void } {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= task()
      .then(() => undefined, onError)
      .finally(() => (running = null));
    return running;
  };
  const ready = tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { ready, stop: () => clearInterval(timer) };
}
