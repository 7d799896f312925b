import { readFileSync } from 'node:fs';

/** Resident memory of a process in MiB, from /proc (Linux). */
function residentMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/**
 * Samples a process's resident memory every `everyMs` while `work` runs; returns the work's result, the start and the
 * peak.
 */
export async function withPeakMemory<T>(
  pid: number,
  work: () => Promise<T>,
  everyMs = 20,
): Promise<{ result: T; startMiB: number; peakMiB: number }> {
  const startMiB = residentMiB(pid);
  let peakMiB = startMiB;
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, residentMiB(pid));
  }, everyMs);
  try {
    const result = await work();
    peakMiB = Math.max(peakMiB, residentMiB(pid));
    return { result, startMiB, peakMiB };
  } finally {
    clearInterval(timer);
  }
}
