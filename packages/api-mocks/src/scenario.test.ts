import { describe, expect, it } from 'vitest';
import { behaviourOf, formatMockScenario, parseMockScenario } from './scenario';

describe('mock scenario in the URL', () => {
  it('reads endpoint:behaviour pairs and * for every endpoint', () => {
    const { scenario, problems } = parseMockScenario('catalog-product:error, *:slow');
    expect(problems).toEqual([]);
    expect(behaviourOf(scenario, 'catalog-product')).toBe('error');
    expect(behaviourOf(scenario, 'catalog-listing')).toBe('slow');
    expect(behaviourOf(parseMockScenario('on').scenario, 'catalog-listing')).toBe('ok');
  });

  it('reports typos instead of quietly testing the happy path', () => {
    expect(parseMockScenario('catalog-prodcut:error,catalog-listing:broken').problems).toEqual([
      expect.stringContaining('unknown endpoint "catalog-prodcut"'),
      expect.stringContaining('unknown behaviour "broken" for catalog-listing'),
    ]);
  });

  it('writes back what it reads', () => {
    expect(formatMockScenario({ 'catalog-listing': 'slow', 'catalog-product': 'ok' })).toBe('catalog-listing:slow');
    expect(formatMockScenario({})).toBe('on');
  });
});
