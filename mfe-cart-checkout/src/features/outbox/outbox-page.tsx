import { useEffect, useState } from 'react';
import { ApiRequestError, createApiClient } from '@sf/api-client';
import type { OutboxMessage, PageProps } from '@sf/contracts';
import { Alert, Heading, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { PageFrame } from '../../shared/page-frame';

/**
 * `/lower-envs` (non-production only): the e-mails the shop would have sent. The edge already sends production
 * visitors home; if the list answers 404 (outbox off) the page does the same for client-side navigation.
 */
export function OutboxPage({ navigate }: PageProps) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    createApiClient()
      .get<{ messages: OutboxMessage[] }>('/api/dev/outbox', { signal: controller.signal })
      .then((list) => setMessages(list.messages))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 404) navigate('/', { replace: true });
        else setFailed(true);
      });
    return () => controller.abort();
  }, [navigate]);
  return (
    <PageFrame>
      <Heading level={1}>{t('cart.outbox.title')}</Heading>
      <Text tone="muted">{t('cart.outbox.intro')}</Text>
      {failed && <Alert tone="error">{t('cart.loadFailed')}</Alert>}
      {!messages && !failed && <SkeletonText lines={4} />}
      {messages && messages.length === 0 && <Text>{t('cart.outbox.empty')}</Text>}
      {messages && messages.length > 0 && (
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
