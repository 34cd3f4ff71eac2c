import { useEffect, useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import type { FlagKey, InternalFlags, PageProps } from '@sf/contracts';
import { Alert, Button, Container, Heading, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { createFeatureFlagsApi, type FeatureFlagsApi } from './feature-flags-api';
import { FlagAuditTable } from './flag-audit-table';
import { FlagEditor } from './flag-editor';
import { OperatorSignIn } from '../../shared/operator-sign-in';

/**
 * `/healthcheck/feature-flags` (issue 24, operators, every environment): every flag with its default value, rollout
 * percentage and targeting rules, editable, and the audit trail of changes. A save reaches open pages through the
 * flag stream. Without an operator session (401) the page shows the operator sign-in form.
 */
export function FeatureFlagsPage({ api: given }: PageProps & { api?: FeatureFlagsApi }) {
  const { t } = useTranslation();
  const api = useMemo(() => given ?? createFeatureFlagsApi(), [given]);
  const [data, setData] = useState<InternalFlags | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'signed-out' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [lastSaved, setLastSaved] = useState<FlagKey | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .list(controller.signal)
      .then((answer) => {
        setData(answer);
        setState('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiRequestError && error.status === 401 ? 'signed-out' : 'failed');
      });
    return () => controller.abort();
  }, [api, attempt]);
  const reload = () => setAttempt((count) => count + 1);
  return (
    <Container css={(theme: Theme) => ({ paddingBlock: theme.space[5] })}>
      <Stack gap={5}>
        <Heading level={1}>{t('feature-flags.title')}</Heading>
        <Text tone="muted">{t('feature-flags.intro')}</Text>
        {state === 'loading' && <SkeletonText lines={6} />}
        {state === 'failed' && (
          <Alert tone="error" action={<Button onClick={reload}>{t('feature-flags.retry')}</Button>}>
            {t('feature-flags.loadFailed')}
          </Alert>
        )}
        {state === 'signed-out' && <OperatorSignIn signIn={api.signIn} onSignedIn={reload} />}
        {state === 'ready' && data && (
          <>
            {data.flags.map((flag) => (
              // Keyed by version: a saved flag's form starts again from what the server stored, saying it was saved.
              <FlagEditor
                key={`${flag.key}@${flag.version}`}
                flag={flag}
                attributes={data.attributes}
                api={api}
                justSaved={lastSaved === flag.key}
                onSaved={(key) => {
                  setLastSaved(key);
                  reload();
                }}
              />
            ))}
            <FlagAuditTable audit={data.audit} />
          </>
        )}
      </Stack>
    </Container>
  );
}
