/** Site language tags that write shop hours on a 12-hour clock ("9:00 AM"); the rest use 24 hours ("09:00"). */
const TWELVE_HOUR_TAGS: ReadonlySet<string> = new Set(['en-US', 'es-US', 'en-CA']);

/**
 * A store's "HH:MM" time as the site writes it: unchanged on a 24-hour site; on a 12-hour one, the hour without its
 * leading zero and whether it is before or after noon (the caller words "AM"/"PM" in the site's language). Plain
 * arithmetic rather than Intl, so the server and every browser write the same characters (hydration).
 */
export function storeClockTime(time: string, languageTag: string): { time: string; half: 'am' | 'pm' | null } {
  if (!TWELVE_HOUR_TAGS.has(languageTag)) return { time, half: null };
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return { time, half: null };
  const hour = Number(match[1]) % 24;
  return { time: `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]}`, half: hour < 12 ? 'am' : 'pm' };
}
