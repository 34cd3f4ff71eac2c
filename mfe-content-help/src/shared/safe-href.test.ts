import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it('keeps app paths, fragments and web, mail and phone links', () => {
    expect(safeHref('/help/returns')).toBe('/help/returns');
    expect(safeHref('#content_faq-returns')).toBe('#content_faq-returns');
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHref('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeHref('tel:+441234')).toBe('tel:+441234');
  });

  it('drops script, data and protocol-relative links', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('#')).toBeNull();
  });
});
