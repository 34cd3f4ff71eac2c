import type { WebVitalName, WebVitalRating } from '@sf/contracts';

/** What each acronym stands for (the column headers expand them for screen readers and on hover). */
export const WEB_VITAL_FULL_NAMES: Record<WebVitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

/** Times in milliseconds as "312 ms" / "1.84 s", CLS as a score with three decimals, in the site's number format. */
export function formatWebVital(name: WebVitalName, value: number, tag: string): string {
  if (name === 'CLS') return new Intl.NumberFormat(tag, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(value);
  if (value < 1000) return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(value)} ms`;
  return `${new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 1000)} s`;
}

export const RATING_TEXT_KEYS: Record<WebVitalRating, string> = {
  good: 'cart.webVitals.good',
  'needs-improvement': 'cart.webVitals.needsImprovement',
  poor: 'cart.webVitals.poor',
};
