import type { ConsentDecisionBody } from '@sf/contracts';
import { $site } from '@sf/remote-contract';
import { CONSENT_DECISIONS_PATH, type ConsentRecord } from '@sf/contracts/consent-cookie';
import { UNRECORDED_KEY } from './consent-store';

function mark(consentId: string | null): void {
  try {
    if (consentId) localStorage.setItem(UNRECORDED_KEY, consentId);
    else localStorage.removeItem(UNRECORDED_KEY);
    // The dated copy of the choice kept before issue 24 (never read again).
    localStorage.removeItem('sf-consent');
  } catch {
    /* blocked storage: a failed recording is not retried */
  }
}

/**
 * Sends a decision to the server, which keeps it as proof of consent (policy version, time, id, GPC) and sets the
 * cookie again. The browser has applied it already; until the server answers it stays marked, so a decision that
 * could not be recorded (offline, 503) is sent again at the next page load.
 */
export async function sendDecision(record: ConsentRecord): Promise<void> {
  const site = $site.get();
  if (!site) return;
  const body: ConsentDecisionBody = {
    ...record.choice,
    consentId: record.consentId,
    policyVersion: record.policyVersion,
    brand: site.brand,
    locale: site.locale,
  };
  mark(record.consentId);
  try {
    const response = await fetch(CONSENT_DECISIONS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
    // 409: the page showed an older policy; the next page asks again, so nothing is left to send.
    if (response.ok || response.status === 409) mark(null);
  } catch {
    /* offline: sent again at the next page load */
  }
}
