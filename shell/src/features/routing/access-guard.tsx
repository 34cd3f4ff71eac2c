import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '@nanostores/react';
import { $session, $sessionResolved, accessRedirect, requiresSignIn, type Navigate } from '@sf/contracts';
import { Container, Skeleton, SkeletonText } from '@sf/ui';

/**
 * Spec §2/§6 on client-side navigation (the edge applies the same rules to a document request): a guest is sent
 * from `/account/*` to sign-in with `redirectTo`, a signed-in shopper from `/sign-in` and `/order-status` on, and
 * a token page without its token home. While the session is not known yet an account page waits instead of
 * flashing. True while the page must not be shown.
 */
export function useAccessGuard(navigate: Navigate): boolean {
  const location = useLocation();
  const session = useStore($session);
  const resolved = useStore($sessionResolved);
  const knowledge = resolved ? session.status : 'unknown';
  const target = accessRedirect(location.pathname, location.search, knowledge);
  const waiting = knowledge === 'unknown' && requiresSignIn(location.pathname);
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
