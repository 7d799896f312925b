import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollDataLayer } from './data-layer.ts';

describe('the ad-testing data layer poll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The times (ms after the start) of the readings. */
  function readings(complete: (n: number) => boolean = () => false) {
    const at: number[] = [];
    const start = Date.now();
    const stop = pollDataLayer(
      () => at.push(Date.now() - start),
      complete,
      () => undefined,
    );
    return { at, stop };
  }

  it('reads after 30 ms, then every 500 ms, and is abandoned at 4000 ms', () => {
    const { at } = readings();
    vi.advanceTimersByTime(29);
    expect(at).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(at).toEqual([30, 530, 1030, 1530, 2030, 2530, 3030, 3530]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops once a reading is complete', () => {
    const { at } = readings((count) => count === 3);
    vi.advanceTimersByTime(10_000);
    expect(at).toEqual([30, 530, 1030]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at the first reading when it is complete', () => {
    const { at } = readings(() => true);
    vi.advanceTimersByTime(10_000);
    expect(at).toEqual([30]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('hands each reading on, and can be stopped early', () => {
    const seen: string[] = [];
    const stop = pollDataLayer(
      () => 'answer',
      () => false,
      (reading) => seen.push(reading),
    );
    vi.advanceTimersByTime(600);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual(['answer', 'answer']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
