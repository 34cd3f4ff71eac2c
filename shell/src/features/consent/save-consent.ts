import { $consent, emit } from '@sf/remote-contract';
import { CONSENT_POLICY_VERSION, type ConsentChoice, type ConsentRecord, consentCookieText, newConsentId } from '@sf/contracts/consent-cookie';
import { cookieRecord, stateOf } from './consent-store';
import { sendDecision } from './send-decision';

/** Applies a decision at once (cookie and `$consent`: withdrawn categories stop now) and sends it to be recorded. */
export function applyConsent(choice: ConsentChoice): void {
  const state = stateOf(choice);
  const record: ConsentRecord = {
    choice: { performance: state.performance, functional: state.functional, targeting: state.targeting },
    // The browser's id of any earlier decision (an older policy's too): its decisions stay linked.
    consentId: cookieRecord()?.consentId ?? newConsentId(),
    policyVersion: CONSENT_POLICY_VERSION,
  };
  // biome-ignore lint/suspicious/noDocumentCookie: the build targets Safari 16 and Firefox 115, which have no Cookie Store API; consentCookieText builds (and tests) the text.
  document.cookie = consentCookieText(record, window.location.protocol === 'https:');
  $consent.set(state);
  emit('consent:changed', state);
  void sendDecision(record);
}
