import { $consent, $flags, $session, GUEST_SESSION, type FeatureFlags } from '@sf/remote-contract';
import { $chatPanelOpen, $unreadCount } from '../features/live-chat/chat-store';
import { resetConversationStore } from '../features/live-chat/conversation-store';
import { $liveAvailability } from '../features/live-chat/live-availability';

export function flagsWith(liveChat: boolean): FeatureFlags {
  return {
    flags: { liveChat, helpPages: true, backToTop: false, notFoundContent: false, autoPromoCodes: false, legacyUrls: false, keepDialogsOnNavigation: false },
    useLdClientSdk: false,
    allowLdExperiments: false,
    allowEdgeWorkerExperiments: false,
    allowForterSessionToken: false,
    enableHumanBotDefenderChallenges: false,
    enableClientIngest: false,
    tagManager: { onetrustId: null },
    dynatraceUrl: null,
    optimizely: { enabled: false, async: false },
  };
}

/** What the shell sets before it mounts the launcher: chat on, every consent category granted. */
export function allowChat(): void {
  $flags.set(flagsWith(true));
  $consent.set({ decided: true, required: true, performance: true, functional: true, targeting: true });
}

export function resetChatState(): void {
  $flags.set(null);
  $consent.set({ decided: false, required: true, performance: false, functional: false, targeting: false });
  $session.set(GUEST_SESSION);
  $chatPanelOpen.set(false);
  $unreadCount.set(0);
  $liveAvailability.set(null);
  resetConversationStore();
}
