import { pushChatEvent, type ChatAnalyticsAction } from '@sf/analytics';
import { chatQueueKey, type ChatConversation } from '@sf/contracts/chat';

/** Spec §4 chat events; nothing the shopper wrote or who they are, only the queue, topic and status. */
export function reportChatEvent(action: ChatAnalyticsAction, conversation: ChatConversation, closedWhat?: 'conversation' | 'window'): void {
  pushChatEvent({
    action,
    queue: chatQueueKey(conversation.queue),
    topic: conversation.topic,
    status: conversation.status,
    loyaltyMember: conversation.visitor.loyaltyMember,
    ...(closedWhat ? { closedWhat } : {}),
  });
}

/** A conversation frame is a transfer when it follows a `transferred` line, moves queue, or names another agent. */
export function isTransfer(previous: ChatConversation, next: ChatConversation, transferredLineSeen: boolean): boolean {
  if (next.status === 'closed') return false;
  if (transferredLineSeen) return true;
  if (chatQueueKey(previous.queue) !== chatQueueKey(next.queue)) return true;
  return previous.agentName !== null && next.agentName !== null && previous.agentName !== next.agentName;
}
