import { abTestingDataLayerPoll } from '../../../domain/ab-testing.ts';

const { afterMs, everyMs, abandonedAtMs } = abTestingDataLayerPoll;

/**
 * Reads the data layer on the spec's schedule: 30 ms after the start, then every 500 ms, abandoned at 4000 ms, or as
 * soon as a reading is `complete`. Each reading goes to `onReading`. Answers how to stop early.
 */
export function pollDataLayer<T>(read: () => T, complete: (reading: T) => boolean, onReading: (reading: T) => void) {
  let every: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    clearTimeout(abandon);
  };
  const poll = () => {
    const reading = read();
    onReading(reading);
    if (complete(reading)) stop();
  };
  const first = setTimeout(() => {
    poll();
    if (!stopped) every = setInterval(poll, everyMs);
  }, afterMs);
  const abandon = setTimeout(stop, abandonedAtMs);
  return stop;
}
