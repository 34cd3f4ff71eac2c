import { useEffect, useState } from 'react';
import { ApiRequestError, createApiClient } from '@sf/api-client';
import type { OutboxMessage, PageProps } from '@sf/contracts';
import { Alert, Heading, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { PageFrame } from '../../shared/page-frame';
import { OperatorSignInForm } from './operator-sign-in-form';

/**
 * `/lower-envs` (non-production only): the e-mails the shop would have sent. The edge already sends production
 * visitors home; if the list answers 404 (outbox off) the page does the same for client-side navigation. The list
 * needs an operator session: without one (401) the page shows the operator sign-in form.
 */
export function OutboxPage({ navigate }: PageProps) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'signed-out' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    createApiClient()
      .get<{ messages: OutboxMessage[] }>('/api/dev/outbox', { signal: controller.signal })
      .then((list) => {
        setMessages(list.messages);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 404) navigate('/', { replace: true });
        else setState(error instanceof ApiRequestError && error.status === 401 ? 'signed-out' : 'failed');
      });
    return () => controller.abort();
  }, [navigate, attempt]);
  return (
    <PageFrame>
      <Heading level={1}>{t('cart.outbox.title')}</Heading>
      <Text tone="muted">{t('cart.outbox.intro')}</Text>
      {state === 'failed' && <Alert tone="error">{t('cart.loadFailed')}</Alert>}
      {state === 'loading' && <SkeletonText lines={4} />}
      {state === 'signed-out' && <OperatorSignInForm onSignedIn={() => setAttempt((count) => count + 1)} />}
      {state === 'ready' && messages && messages.length === 0 && <Text>{t('cart.outbox.empty')}</Text>}
      {state === 'ready' && messages && messages.length > 0 && (
        <Stack as="ol" gap={4}>
          {messages.map((message) => (
            <li key={message.id}>
              <details>
                <summary>{`${message.createdAt.slice(0, 16).replace('T', ' ')} · ${message.to} · ${message.subject}`}</summary>
                <pre css={{ whiteSpace: 'pre-wrap' }}>{message.text}</pre>
              </details>
            </li>
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
