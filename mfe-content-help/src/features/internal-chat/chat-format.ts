import { BRANDS } from '@sf/remote-contract';
import { CHAT_SYSTEM_CODES, type ChatConversation, type ChatLanguage, type ChatQueue } from '@sf/contracts/chat';

/** `de` → "German", `en_GB` → "British English", in the console's own language (`uiTag`, e.g. en-GB). */
export function chatLanguageName(language: ChatLanguage, uiTag: string): string {
  try {
    return new Intl.DisplayNames([uiTag], { type: 'language' }).of(language.replace('_', '-')) ?? language;
  } catch {
    return language;
  }
}

/** "Northbound · German": a queue as agents read it. */
export function queueLabel(queue: ChatQueue, uiTag: string): string {
  return `${BRANDS[queue.brand].name} · ${chatLanguageName(queue.language, uiTag)}`;
}

/** The visitor as a list names them: their name and e-mail, or the e-mail alone. */
export function visitorLabel(visitor: ChatConversation['visitor']): string {
  return visitor.name ? `${visitor.name} (${visitor.email})` : visitor.email;
}

/** Whole minutes since `since` (never negative: clocks differ a little). */
export function minutesSince(since: string, now: number): number {
  const started = Date.parse(since);
  return Number.isNaN(started) ? 0 : Math.max(0, Math.floor((now - started) / 60_000));
}

export function timeOf(sentAt: string, uiTag: string): string {
  const date = new Date(sentAt);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(uiTag, { hour: '2-digit', minute: '2-digit' }).format(date);
}

export function dateOf(value: string, uiTag: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(uiTag, { dateStyle: 'medium' }).format(date);
}

export type ChatSystemCode = (typeof CHAT_SYSTEM_CODES)[number];
export const isSystemCode = (body: string): body is ChatSystemCode => (CHAT_SYSTEM_CODES as readonly string[]).includes(body);

/** Attachments and links are server paths; anything else (javascript:, other hosts) is not followed. */
export function sameOriginPath(href: string): string | null {
  const value = href.trim();
  return value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function fileSize(bytes: number, uiTag: string): string {
  const format = (value: number, unit: 'kilobyte' | 'megabyte') =>
    new Intl.NumberFormat(uiTag, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  return bytes >= 1024 * 1024 ? format(bytes / (1024 * 1024), 'megabyte') : format(Math.max(1, Math.round(bytes / 1024)), 'kilobyte');
}
