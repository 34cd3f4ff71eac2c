import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $sessionResolved, accessRedirect, requiresSignIn } from '@sf/contracts';
import { $session, type Navigate } from '@sf/remote-contract';
import { Container, Skeleton, SkeletonText } from '@sf/ui';
import { useHydrated } from '../federation/use-hydrated';

/**
 * Spec §2/§6 on client-side navigation (the edge applies the same rules to a document request): a guest is sent
 * from `/account/*` to sign-in with `redirectTo`, a signed-in shopper from `/sign-in` and `/order-status` on, and
 * a token page without its token home. While the session is not known yet an account page waits instead of
 * flashing. A shopper who signs out on an account page goes home, not to sign-in (whichever of the sign-out and
 * the header's own navigation lands first). True while the page must not be shown.
 */
export function useAccessGuard(navigate: Navigate): boolean {
  const location = useLocation();
  const session = useStore($session);
  const resolved = useStore($sessionResolved);
  // Unknown on the server and during hydration, as the session is only read in the browser.
  const knowledge = useHydrated() && resolved ? session.status : 'unknown';
  // Set when the session turns from registered to guest, kept until the page is no account page any more (the
  // navigation home may land a render later), so no render in between sends the shopper to sign-in.
  const previous = useRef(knowledge);
  const leavingAfterSignOut = useRef(false);
  if (previous.current === 'registered' && knowledge === 'guest') leavingAfterSignOut.current = true;
  if (!requiresSignIn(location.pathname) || knowledge !== 'guest') leavingAfterSignOut.current = false;
  const target = leavingAfterSignOut.current ? '/' : accessRedirect(location.pathname, location.search, knowledge);
  const waiting = knowledge === 'unknown' && requiresSignIn(location.pathname);
  useEffect(() => {
    previous.current = knowledge;
  }, [knowledge]);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return target !== null || waiting;
}

export function AccessPlaceholder() {
  return (
    <Container aria-busy="true" data-testid="access-pending">
      <Skeleton height={8} />
      <SkeletonText lines={4} />
    </Container>
  );
}
