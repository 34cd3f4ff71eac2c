import { $consent, $flags, $session, GUEST_SESSION, type FeatureFlags } from '@sf/contracts';
import { $chatPanelOpen, $prechat, PRECHAT_STORAGE_KEY } from '../features/live-chat/chat-store';

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
  $prechat.set(null);
  sessionStorage.removeItem(PRECHAT_STORAGE_KEY);
}
