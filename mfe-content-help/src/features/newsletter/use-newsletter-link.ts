import { useCallback, useState } from 'react';
import { useApiData, type ApiData } from '@sf/api-client/use-api-data';
import type { NewsletterLinkResult } from '@sf/contracts';
import { newsletterFailure, type NewsletterApi } from './newsletter-api';

export type LinkKind = 'confirm' | 'unsubscribe';
/**
 * checking: asking what an unsubscribe link is about; ready: waiting for the shopper's click (a mail scanner that
 * opens the link changes nothing); working; done; invalid: forged, expired or superseded; failed: try again.
 */
export type LinkPhase = 'checking' | 'ready' | 'working' | 'done' | 'invalid' | 'failed';

/** The state of a confirmation or unsubscribe link from a newsletter e-mail, and the action that completes it. */
export function useNewsletterLink(kind: LinkKind, token: string, api: NewsletterApi): { phase: LinkPhase; complete: () => Promise<void> } {
  const link = `${kind}|${token}`;
  // Only an unsubscribe link is checked first; a confirmation waits for the shopper's click as it is.
  const check = useApiData(kind === 'unsubscribe' ? link : null, (signal) => api.unsubscribeStatus(token, signal));
  // What the shopper's click led to, for the link it was made on.
  const [action, setAction] = useState<{ link: string; phase: LinkPhase } | null>(null);

  const complete = useCallback(async () => {
    setAction({ link, phase: 'working' });
    try {
      await (kind === 'confirm' ? api.confirm(token) : api.unsubscribe(token));
      setAction({ link, phase: 'done' });
    } catch (error) {
      setAction({ link, phase: failedPhase(error) });
    }
  }, [kind, token, api]);

  if (action?.link === link) return { phase: action.phase, complete };
  return { phase: kind === 'unsubscribe' ? checkedPhase(check.state) : 'ready', complete };
}

const failedPhase = (error: unknown): LinkPhase => (newsletterFailure(error) === 'invalid-link' ? 'invalid' : 'failed');

function checkedPhase(state: ApiData<NewsletterLinkResult>): LinkPhase {
  if (state.status === 'loading') return 'checking';
  if (state.status === 'ready') return state.data.status === 'unsubscribed' || state.data.status === 'none' ? 'done' : 'ready';
  return failedPhase(state.error);
}
