import { useCallback, useEffect, useState } from 'react';
import { newsletterFailure, type NewsletterApi } from './newsletter-api';

export type LinkKind = 'confirm' | 'unsubscribe';
/**
 * checking: asking what an unsubscribe link is about; ready: waiting for the shopper's click (a mail scanner that
 * opens the link changes nothing); working; done; invalid: forged, expired or superseded; failed: try again.
 */
export type LinkPhase = 'checking' | 'ready' | 'working' | 'done' | 'invalid' | 'failed';

/** The state of a confirmation or unsubscribe link from a newsletter e-mail, and the action that completes it. */
export function useNewsletterLink(kind: LinkKind, token: string, api: NewsletterApi): { phase: LinkPhase; complete: () => Promise<void> } {
  const [phase, setPhase] = useState<LinkPhase>(kind === 'unsubscribe' ? 'checking' : 'ready');
  const failed = (error: unknown) => setPhase(newsletterFailure(error) === 'invalid-link' ? 'invalid' : 'failed');

  useEffect(() => {
    if (kind !== 'unsubscribe') return;
    const controller = new AbortController();
    setPhase('checking');
    api
      .unsubscribeStatus(token, controller.signal)
      .then((result) => setPhase(result.status === 'unsubscribed' || result.status === 'none' ? 'done' : 'ready'))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) failed(error);
      });
    return () => controller.abort();
  }, [kind, token, api]);

  const complete = useCallback(async () => {
    setPhase('working');
    try {
      await (kind === 'confirm' ? api.confirm(token) : api.unsubscribe(token));
      setPhase('done');
    } catch (error) {
      failed(error);
    }
  }, [kind, token, api]);

  return { phase, complete };
}
