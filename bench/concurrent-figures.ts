/** The p50/p95 and throughput row both concurrent-shopper suites (checkout, identity) print for each operation. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export interface OperationFigures {
  p50: number;
  p95: number;
  requests: number;
  perSecond: number;
}

/** Figures of one operation's samples (ms) over a run of `seconds`, printed as one line under `label`. */
export function operationFigures(label: string, samples: number[], seconds: number): OperationFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const figures = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), requests: sorted.length, perSecond: sorted.length / seconds };
  console.log(
    `  ${label.padEnd(14)} p50 ${figures.p50.toFixed(1).padStart(7)} ms   p95 ${figures.p95.toFixed(1).padStart(7)} ms   (${figures.requests} requests, ${figures.perSecond.toFixed(1)}/s)`,
  );
  return figures;
}
