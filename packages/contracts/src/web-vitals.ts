/**
 * Real-user monitoring (issue 13): the Core Web Vitals the shell measures in shoppers' browsers (with performance
 * consent) and the server stores and summarises. Plain constants, no zod: the browser bundle imports them.
 */

/** The metrics we collect, in the order the internal page shows them. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** web-vitals' navigation types: how the page the metric belongs to was reached. */
export const WEB_VITAL_NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;
export type WebVitalNavigationType = (typeof WEB_VITAL_NAVIGATION_TYPES)[number];

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * The Core Web Vitals thresholds (web.dev, the same as web-vitals' `*Thresholds`): a value up to `good` is good, up
 * to `poor` needs improvement, above `poor` is poor. Times in milliseconds; CLS is unitless.
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalName, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * The largest value accepted per metric: beyond it the browser drops the measurement and the server answers 400
 * (a tab left loading for minutes says nothing about the page, and a bound keeps junk out of the percentiles).
 */
export const WEB_VITAL_MAX_VALUES: Readonly<Record<WebVitalName, number>> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  FCP: 600_000,
  TTFB: 600_000,
};

/** At most this many metrics in one beacon (a page reports five, a few more after back/forward-cache restores). */
export const RUM_MAX_METRICS_PER_BATCH = 20;

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export function isAcceptedWebVitalValue(name: WebVitalName, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= WEB_VITAL_MAX_VALUES[name];
}
