import { useEffect } from 'react';
import { ApiRequestError, createTypedApiClient } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import type { PageProps } from '@sf/remote-contract';
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
  // A sign-in retries: the form stays until the list answers.
  const { state: load, retry } = useApiData('outbox', (signal) => createTypedApiClient().get('/api/dev/outbox', { signal }));
  const gone = load.status === 'not-found';
  useEffect(() => {
    if (gone) navigate('/', { replace: true });
  }, [gone, navigate]);
  const messages = load.status === 'ready' ? load.data.messages : null;
  const state =
    load.status === 'failed' ? (load.error instanceof ApiRequestError && load.error.status === 401 ? 'signed-out' : 'failed') : gone ? 'loading' : load.status;
  return (
    <PageFrame>
      <Heading level={1}>{t('cart.outbox.title')}</Heading>
      <Text tone="muted">{t('cart.outbox.intro')}</Text>
      {state === 'failed' && <Alert tone="error">{t('cart.loadFailed')}</Alert>}
      {state === 'loading' && <SkeletonText lines={4} />}
      {state === 'signed-out' && <OperatorSignInForm onSignedIn={retry} />}
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
