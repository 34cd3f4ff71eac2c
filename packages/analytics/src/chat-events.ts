/**
 * Spec §4 live chat events: start, transfer (to another agent or queue), ended (by the agent) and closed (by the
 * shopper, or the chat window closed). What was asked is never pushed: the queue, topic and status are enough for
 * the reports, and the loyalty flag is spec §6's "different analytics flags" for members.
 */
import { pushToDataLayer } from './data-layer';
import { resolveSite, type AnalyticsSite } from './site-context';

export const CHAT_ANALYTICS_EVENTS = { start: 'chatStart', transfer: 'chatTransfer', ended: 'chatEnded', closed: 'chatClosed' } as const;
export type ChatAnalyticsAction = keyof typeof CHAT_ANALYTICS_EVENTS;

export interface ChatAnalyticsEvent {
  action: ChatAnalyticsAction;
  /** `brand:language`, e.g. "northbound:de". */
  queue: string;
  topic: string;
  /** The conversation's status after the event (bot, waiting, active, offline, closed). */
  status: string;
  loyaltyMember: boolean;
  /** closed only: the conversation was ended, or only its window was closed. */
  closedWhat?: 'conversation' | 'window';
}

export function pushChatEvent(event: ChatAnalyticsEvent, site?: AnalyticsSite): void {
  const resolved = resolveSite(site);
  if (!resolved) return;
  pushToDataLayer({
    event: CHAT_ANALYTICS_EVENTS[event.action],
    chat: {
      queue: event.queue,
      topic: event.topic,
      status: event.status,
      loyaltyMember: event.loyaltyMember,
      closedWhat: event.closedWhat ?? null,
      countryCode: resolved.country,
      language: resolved.language,
    },
  });
}
