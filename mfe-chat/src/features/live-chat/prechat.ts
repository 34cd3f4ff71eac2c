import { CHAT_QUERY_TOPICS, type ChatQueryTopic } from '@sf/contracts/chat';

/** RFC 5321 caps an address at 254 characters. */
const MAX_EMAIL_LENGTH = 254;
/** One @, no spaces, a dot in the domain: enough to catch typos; the server checks it again. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

export function isQueryTopic(value: string): value is ChatQueryTopic {
  return (CHAT_QUERY_TOPICS as readonly string[]).includes(value);
}
