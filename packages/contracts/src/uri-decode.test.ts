import { describe, expect, it } from 'vitest';
import { safeDecodeURIComponent } from './uri-decode';

describe('safeDecodeURIComponent', () => {
  it('decodes what decodeURIComponent decodes', () => {
    expect(safeDecodeURIComponent('faq%20returns%20%F0%9F%A5%BE')).toBe('faq returns 🥾');
    expect(safeDecodeURIComponent('NB1001')).toBe('NB1001');
  });

  it('never throws on malformed escapes and keeps the valid ones decoded', () => {
    for (const hostile of ['%', '%%%bad', 'quickshop_%%%bad', '%E0%A4%A', '%ZZ', '%ED%A0%80', '%F0%9F%A5', '%C0%AF', 'a%2', '%%25']) {
      expect(() => safeDecodeURIComponent(hostile)).not.toThrow();
    }
    expect(safeDecodeURIComponent('quickshop_%%%bad')).toBe('quickshop_%%%bad');
    expect(safeDecodeURIComponent('caf%C3%A9 %E0%A4%A')).toBe('café %E0%A4%A');
  });
});
