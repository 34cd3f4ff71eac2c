/**
 * Resident memory and CPU time of another process (the server under load), read from /proc every `everyMs`. Linux
 * only; elsewhere the figures stay null and the bench prints "n/a".
 */
import { readFileSync } from 'node:fs';

export interface ProcessSample {
  /** Largest resident set seen while sampling, MB. */
  peakRssMb: number | null;
  /** CPU time (user + system, all threads) the process used between start() and stop(), ms. */
  cpuMs: number | null;
}

const CLOCK_TICKS_PER_SECOND = 100;

function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

function cpuTicks(pid: number): number | null {
  try {
    // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

export function sampleProcess(pid: number, everyMs = 200): { stop: () => ProcessSample } {
  let peak = rssMb(pid);
  const startTicks = cpuTicks(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null) peak = Math.max(peak ?? 0, now);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      const now = rssMb(pid);
      if (now !== null) peak = Math.max(peak ?? 0, now);
      const endTicks = cpuTicks(pid);
      const cpuMs = startTicks === null || endTicks === null ? null : ((endTicks - startTicks) * 1000) / CLOCK_TICKS_PER_SECOND;
      return { peakRssMb: peak, cpuMs };
    },
  };
}

export interface SelfSample {
  /** CPU time (user + system, all threads: the embedded database's worker included) per call, ms. */
  cpuMsPerCall: number;
  /** Resident memory of this process at the end, MB. */
  rssMb: number;
}

/**
 * The bench process's own CPU and memory for benches that call a service in process: comparable between machines
 * beside the latencies (a PostgreSQL server's own CPU is not in it).
 */
export function sampleSelf(): { stop: (calls: number) => SelfSample } {
  const start = process.cpuUsage();
  return {
    stop(calls) {
      const used = process.cpuUsage(start);
      return { cpuMsPerCall: (used.user + used.system) / 1000 / Math.max(calls, 1), rssMb: process.memoryUsage().rss / 1024 / 1024 };
    },
  };
}

export const formatSelf = (sample: SelfSample): string => `CPU ${sample.cpuMsPerCall.toFixed(2)} ms/call, RSS ${sample.rssMb.toFixed(0)} MB`;
