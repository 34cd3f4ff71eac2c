/**
 * Personalisation (issue 24), the part in the first-load bundle: it only watches the consent. Once the shopper
 * allows **targeting** cookies it loads the sender (a chunk of its own: `@sf/analytics/profile`), which sends the
 * spec §3 profile with personalisation events to `/api/personalisation/events`. Withdrawing targeting stops it at
 * once and deletes the stored profile (the sender's `withdraw`: a DELETE; the server's consent module deletes it
 * too when it records the decision). Called at boot, never at module top level (the shell renders on the server).
 */
import { consentAllows, type DocumentState } from '@sf/contracts';
import { $consent } from '@sf/remote-contract';
import type { ProfileSender } from '@sf/analytics/profile';

type ProfileModule = typeof import('@sf/analytics/profile');

export function startPersonalisation(
  state: Pick<DocumentState, 'site' | 'environment'>,
  load: () => Promise<ProfileModule> = () => import(/* webpackChunkName: "perso" */ '@sf/analytics/profile'),
): () => void {
  let sender: Promise<ProfileSender | null> | null = null;
  const update = () => {
    if (consentAllows('targeting')) {
      sender ??= load().then(
        ({ startProfileSender }) =>
          // Consent may have gone while the chunk loaded.
          consentAllows('targeting')
            ? startProfileSender({ brand: state.site.brand, locale: state.site.locale, country: state.site.country, environment: state.environment })
            : null,
        () => {
          // The chunk did not load (offline, new deployment): the next consent change retries.
          sender = null;
          return null;
        },
      );
      return;
    }
    if (!sender) return;
    const running = sender;
    sender = null;
    void running.then((started) => started?.withdraw());
  };
  update();
  return $consent.listen(update);
}
