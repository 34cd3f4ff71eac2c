import { describe, expect, it } from 'vitest';
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { WEB_VITAL_THRESHOLDS } from '@sf/contracts';

describe('Core Web Vitals thresholds', () => {
  it('the server rates and the internal page shows values against the same thresholds web-vitals uses', () => {
    const library = { LCP: LCPThresholds, INP: INPThresholds, CLS: CLSThresholds, FCP: FCPThresholds, TTFB: TTFBThresholds };
    for (const [name, [good, poor]] of Object.entries(library)) {
      expect(WEB_VITAL_THRESHOLDS[name as keyof typeof library], name).toEqual({ good, poor });
    }
  });
});
