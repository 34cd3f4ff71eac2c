import { $consent, type ConsentState } from '@sf/remote-contract';
import { globalPrivacyControl } from '@sf/contracts/consent-cookie';
import { CONSENT_COOKIE, CONSENT_POLICY_VERSION, honourGpc, readConsentCookie, type ConsentChoice, type ConsentRecord } from '@sf/contracts/consent-cookie';

export { COOKIE_PREFERENCES_ANCHOR } from '@sf/contracts/consent-cookie';
/** The consent id of a decision the server has not recorded yet (send-decision.ts), sent again at the next load. */
export const UNRECORDED_KEY = 'sf-consent-unrecorded';

export function cookieRecord(): ConsentRecord | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  return readConsentCookie(entry?.slice(CONSENT_COOKIE.length + 1));
}

export const stateOf = (choice: ConsentChoice): ConsentState => ({ decided: true, required: true, ...honourGpc(choice, globalPrivacyControl()) });

/**
 * The server keeps each decision as proof of consent. Recording a choice and sending it is a chunk of its own, out
 * of every page's first load (issue 24).
 */
function sendDecision(record: ConsentRecord): void {
  import(/* webpackChunkName: "consent-decision" */ './send-decision').then(
    ({ sendDecision: send }) => send(record),
    () => undefined, // not loaded (offline): the decision stays unrecorded and the next page load sends it
  );
}

function unrecorded(): string | null {
  try {
    return localStorage.getItem(UNRECORDED_KEY);
  } catch {
    return null;
  }
}

/**
 * The consent tool is ours (spec §4): the choice is the first-party `sf-consent` cookie, which the server reads to
 * leave the banner out of the page and sets again (an HTTP cookie, so browsers that cap script-written cookies keep
 * it) when it records the decision. Only a choice of the current policy version counts (issue 24); Global Privacy
 * Control keeps targeting off whatever it says. The local-storage copy of issues 13 to 23 is gone: every choice it
 * held was of the policy before versions, so it could only ever ask again.
 */
export function restoreConsent(): void {
  const record = cookieRecord();
  if (record?.policyVersion !== CONSENT_POLICY_VERSION) return;
  $consent.set(stateOf(record.choice));
  if (unrecorded() === record.consentId) sendDecision(record);
}

const loadSaving = () => import(/* webpackChunkName: "consent-decision" */ './save-consent');

/** Applies a decision (cookie and `$consent`: withdrawn categories stop now) and sends it to be recorded. */
export async function saveConsent(choice: ConsentChoice): Promise<void> {
  (await loadSaving()).applyConsent(choice);
}
