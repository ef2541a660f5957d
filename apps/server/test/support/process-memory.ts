import { readFileSync } from 'node:fs';

/** A process's resident memory, in MB, from Linux's /proc/<pid>/status: now (VmRSS) and at its peak (VmHWM). */
export interface ProcessMemory {
  rssMb: number;
  peakRssMb: number;
}

export function readProcessMemory(pid: number): ProcessMemory | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const megabytes = (key: string) =>
    Math.round(Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024);
  const memory = { rssMb: megabytes('VmRSS'), peakRssMb: megabytes('VmHWM') };
  return Number.isNaN(memory.rssMb) || Number.isNaN(memory.peakRssMb) ? undefined : memory;
}

/**
 * Samples a process's memory every `intervalMs` until stopped. VmHWM is the kernel's own high-water mark, so
 * the peak holds even between samples; the samples also keep the highest VmRSS seen.
 */
export function sampleProcessMemory(pid: number, intervalMs = 100) {
  let last: ProcessMemory | undefined = readProcessMemory(pid);
  let highestRssMb = last?.rssMb ?? 0;
  const timer = setInterval(() => {
    const now = readProcessMemory(pid);
    if (!now) return;
    last = now;
    highestRssMb = Math.max(highestRssMb, now.rssMb);
  }, intervalMs);
  return {
    /** The latest reading (the process may have exited since). */
    latest: () => last,
    /** The highest resident memory of the process so far. */
    peakMb: () => Math.max(highestRssMb, last?.peakRssMb ?? 0),
    stop: () => clearInterval(timer),
  };
}
