/**
 * Issue 24: what an optional category stored goes as soon as that category is not (or no longer) allowed. The code
 * that deletes it (`@sf/contracts/consent-governance`) is a chunk of its own, not in any page's first load: it is
 * fetched at boot when some category is off (something may be left from before: a withdrawal without JavaScript, a
 * choice of an older policy version, a visit before the rule), otherwise at the first change of the choice. If it
 * cannot load, the features' own gates still hold (they neither read nor write without consent).
 */
import { $consent } from '@sf/remote-contract';

type Governance = typeof import('@sf/contracts/consent-governance');

export function startConsentGovernance(load: () => Promise<Governance> = () => import('@sf/contracts/consent-governance')): void {
  const start = () => {
    stopWaiting();
    load().then(
      ({ governConsent }) => governConsent(),
      () => undefined,
    );
  };
  const stopWaiting = $consent.listen(start);
  const { performance, functional, targeting } = $consent.get();
  if (!(performance && functional && targeting)) start();
}
