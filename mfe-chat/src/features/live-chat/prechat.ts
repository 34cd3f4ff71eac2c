import type { LocaleCode } from '@sf/contracts';
import type { ChatLanguage } from './chat-language';

/** Spec §3 live chat settings: the prechat form has an email field and a query-topic field. */
export const QUERY_TOPICS = ['order', 'returns', 'product', 'other'] as const;
export type QueryTopic = (typeof QUERY_TOPICS)[number];

export interface PrechatDetails {
  email: string;
  topic: QueryTopic;
  language: ChatLanguage;
  locale: LocaleCode;
  /** ISO time the conversation was queued for an agent. */
  queuedAt: string;
}

/** RFC 5321 caps an address at 254 characters. */
const MAX_EMAIL_LENGTH = 254;
/** One @, no spaces, a dot in the domain: enough to catch typos; the agent console confirms the address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

export function isQueryTopic(value: string): value is QueryTopic {
  return (QUERY_TOPICS as readonly string[]).includes(value);
}
