import { describe, expect, it } from 'vitest';
import { nextTierProgress, pointsCovering, pointsEarned, pointsValue, tierFor } from './loyalty';

describe('loyalty rules', () => {
  it('earns per brand and country: one point per unit, doubled where the table says so', () => {
    expect(pointsEarned('northbound', 'GB', 'GBP', 14_999)).toBe(149);
    expect(pointsEarned('northbound', 'PL', 'PLN', 39_999)).toBe(99);
    expect(pointsEarned('northbound', 'CA', 'CAD', 12_500)).toBe(100);
    expect(pointsEarned('kerbside', 'DE', 'EUR', 10_000)).toBe(100);
    expect(pointsEarned('kerbside', 'US', 'USD', 10_000)).toBe(200);
    expect(pointsEarned('fieldwear', 'FR', 'EUR', 10_000)).toBe(200);
    expect(pointsEarned('fieldwear', 'CH', 'CHF', 10_000)).toBe(100);
    expect(pointsEarned('northbound', 'GB', 'GBP', 0)).toBe(0);
    expect(pointsEarned('northbound', 'GB', 'GBP', -500)).toBe(0);
  });

  it('values points: 100 points = 1.00, 4.00 zł in Poland; never more points than an amount needs', () => {
    expect(pointsValue(100, 'GBP')).toBe(100);
    expect(pointsValue(100, 'PLN')).toBe(400);
    expect(pointsCovering(14_900, 'GBP')).toBe(14_900);
    expect(pointsCovering(1_001, 'PLN')).toBe(250);
  });

  it('tiers follow lifetime points: Member 0, Silver 500, Gold 1500', () => {
    expect([0, 499, 500, 1499, 1500, 99_999].map(tierFor)).toEqual(['member', 'member', 'silver', 'silver', 'gold', 'gold']);
    expect(nextTierProgress(0)).toEqual({ tier: 'silver', threshold: 500, pointsToGo: 500, percent: 0 });
    expect(nextTierProgress(980)).toEqual({ tier: 'gold', threshold: 1500, pointsToGo: 520, percent: 48 });
    expect(nextTierProgress(1500)).toBeNull();
    // A reversal can take lifetime points below zero: still Member, the whole way to Silver to go.
    expect(nextTierProgress(-20)).toEqual({ tier: 'silver', threshold: 500, pointsToGo: 500, percent: 0 });
  });
});
