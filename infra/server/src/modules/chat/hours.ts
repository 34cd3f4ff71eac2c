/**
 * Live chat business hours per country, in the country's own time zone: agents answer Monday to Friday 09:00–18:00
 * and Saturday 10:00–16:00 local time; outside them a new conversation is a message left for an e-mail answer.
 * `now` is passed in, so tests pick any moment.
 */
import { LOCALES, type LocaleCode } from '@sf/remote-contract';

type Day = 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
/** Opening and closing as "HH:MM" (closing excluded); absent: closed all day. */
type WeekHours = Partial<Record<Day, readonly [open: string, close: string]>>;

const WEEKDAYS_AND_SATURDAY: WeekHours = {
  Mon: ['09:00', '18:00'],
  Tue: ['09:00', '18:00'],
  Wed: ['09:00', '18:00'],
  Thu: ['09:00', '18:00'],
  Fri: ['09:00', '18:00'],
  Sat: ['10:00', '16:00'],
};

/** Country → its IANA time zone and its agents' hours. */
export const CHAT_HOURS: Readonly<Record<string, { timeZone: string; hours: WeekHours }>> = {
  GB: { timeZone: 'Europe/London', hours: WEEKDAYS_AND_SATURDAY },
  DE: { timeZone: 'Europe/Berlin', hours: WEEKDAYS_AND_SATURDAY },
  AT: { timeZone: 'Europe/Vienna', hours: WEEKDAYS_AND_SATURDAY },
  FR: { timeZone: 'Europe/Paris', hours: WEEKDAYS_AND_SATURDAY },
  CH: { timeZone: 'Europe/Zurich', hours: WEEKDAYS_AND_SATURDAY },
  IT: { timeZone: 'Europe/Rome', hours: WEEKDAYS_AND_SATURDAY },
  ES: { timeZone: 'Europe/Madrid', hours: WEEKDAYS_AND_SATURDAY },
  NL: { timeZone: 'Europe/Amsterdam', hours: WEEKDAYS_AND_SATURDAY },
  BE: { timeZone: 'Europe/Brussels', hours: WEEKDAYS_AND_SATURDAY },
  PL: { timeZone: 'Europe/Warsaw', hours: WEEKDAYS_AND_SATURDAY },
  PT: { timeZone: 'Europe/Lisbon', hours: WEEKDAYS_AND_SATURDAY },
  US: { timeZone: 'America/New_York', hours: WEEKDAYS_AND_SATURDAY },
  CA: { timeZone: 'America/Toronto', hours: {} },
};

export interface OpeningNow {
  open: boolean;
  /** e.g. "09:00–18:00"; null when closed all day. */
  hoursToday: string | null;
  timeZone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function localParts(now: Date, timeZone: string): { day: Day; time: string } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { day: part('weekday') as Day, time: `${part('hour')}:${part('minute')}` };
}

/** Whether the site's country has agents at `now`, and today's hours there; `always`: a desk staffed around the clock. */
export function openingNow(locale: LocaleCode, now: Date, always = false): OpeningNow {
  const { country } = LOCALES[locale];
  const { timeZone, hours } = CHAT_HOURS[country] ?? { timeZone: 'UTC', hours: {} };
  if (always) return { open: true, hoursToday: '00:00–24:00', timeZone };
  const { day, time } = localParts(now, timeZone);
  const today = hours[day];
  if (!today) return { open: false, hoursToday: null, timeZone };
  // "HH:MM" strings compare like times.
  return { open: time >= today[0] && time < today[1], hoursToday: `${today[0]}–${today[1]}`, timeZone };
}
