/**
 * The lazily loaded half of real-user monitoring: web-vitals measures LCP, INP, CLS, FCP and TTFB the way Chrome
 * reports them (attribution off: the small build), and the metrics are queued and sent in one beacon whenever the
 * page is hidden or left (web-vitals' own advice: later events may never fire on mobile).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { isAcceptedWebVitalValue, RUM_MAX_METRICS_PER_BATCH, type RumBatch, type RumMetric } from '@sf/contracts';

export const RUM_ENDPOINT = '/api/rum';

export type RumPageContext = Omit<RumBatch, 'metrics'>;

export interface WebVitalsReporter {
  /** False drops what is queued and sends nothing until true again (performance consent withdrawn / given back). */
  setEnabled(enabled: boolean): void;
  /** Sends what is queued (the page calls it when hidden). */
  flush(): void;
}

/** A string body goes as text/plain: a simple request, and sendBeacon still delivers it while the page unloads. */
export function sendRumBatch(batch: RumBatch): void {
  const body = JSON.stringify(batch);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(RUM_ENDPOINT, body)) return;
  // No beacon, or its queue is full: a keepalive fetch also outlives the page. Nothing to tell the shopper if it fails.
  void fetch(RUM_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'application/json' } }).catch(() => {});
}

const rounded = (metric: MetricType): number => (metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value));

export function startWebVitalsReporter(context: RumPageContext, send: (batch: RumBatch) => void = sendRumBatch): WebVitalsReporter {
  let enabled = true;
  // Keyed by metric instance: CLS and INP report again as they grow, and only the latest value is worth sending.
  const queue = new Map<string, RumMetric>();
  const collect = (metric: MetricType) => {
    const value = rounded(metric);
    if (!enabled || !isAcceptedWebVitalValue(metric.name, value)) return;
    queue.set(`${metric.id}|${metric.name}`, { name: metric.name, value, id: metric.id, navigationType: metric.navigationType });
  };
  const flush = () => {
    if (!enabled || queue.size === 0) return;
    const metrics = [...queue.values()];
    queue.clear();
    for (let start = 0; start < metrics.length; start += RUM_MAX_METRICS_PER_BATCH) {
      send({ ...context, metrics: metrics.slice(start, start + RUM_MAX_METRICS_PER_BATCH) });
    }
  };
  onLCP(collect);
  onINP(collect);
  onCLS(collect);
  onFCP(collect);
  onTTFB(collect);
  // Added after web-vitals' own (capturing) listeners, so the values it reports on hiding are queued before this sends.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return {
    setEnabled(value) {
      enabled = value;
      if (!value) queue.clear();
    },
    flush,
  };
}
