import { describe, expect, it } from 'vitest';
import { storeClockTime } from './store-clock';
import { siteDistance } from './store-distance';

describe('siteDistance and storeClockTime', () => {
  it('shows miles where the site country reads miles (UK, US) and kilometres elsewhere', () => {
    expect(siteDistance(16.09344, 'GB')).toEqual({ value: 10, unit: 'mi' });
    expect(siteDistance(16.09344, 'US').unit).toBe('mi');
    expect(siteDistance(12, 'DE')).toEqual({ value: 12, unit: 'km' });
    expect(siteDistance(12, 'CA')).toEqual({ value: 12, unit: 'km' });
  });

  it('writes a 12-hour clock on US and English-Canadian sites, 24 hours everywhere else', () => {
    expect(storeClockTime('09:30', 'en-US')).toEqual({ time: '9:30', half: 'am' });
    expect(storeClockTime('12:00', 'es-US')).toEqual({ time: '12:00', half: 'pm' });
    expect(storeClockTime('00:15', 'en-CA')).toEqual({ time: '12:15', half: 'am' });
    expect(storeClockTime('21:00', 'en-US')).toEqual({ time: '9:00', half: 'pm' });
    expect(storeClockTime('21:00', 'fr-CA')).toEqual({ time: '21:00', half: null });
    expect(storeClockTime('09:30', 'en-GB')).toEqual({ time: '09:30', half: null });
  });
});
