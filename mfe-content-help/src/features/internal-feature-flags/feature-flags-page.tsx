import { useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { useApiData } from '@sf/api-client/use-api-data';
import type { FlagKey } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Alert, Button, Container, Heading, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { createFeatureFlagsApi, type FeatureFlagsApi } from './feature-flags-api';
import { FlagAuditTable } from './flag-audit-table';
import { FlagEditor } from './flag-editor';
import { operatorStatus } from '../../shared/operator-load';
import { OperatorSignIn } from '../../shared/operator-sign-in';

/**
 * `/healthcheck/feature-flags` (issue 24, operators, every environment): every flag with its default value, rollout
 * percentage and targeting rules, editable, and the audit trail of changes. A save reaches open pages through the
 * flag stream. Without an operator session (401) the page shows the operator sign-in form.
 */
export function FeatureFlagsPage({ api: given }: PageProps & { api?: FeatureFlagsApi }) {
  const { t } = useTranslation();
  const api = useMemo(() => given ?? createFeatureFlagsApi(), [given]);
  const [lastSaved, setLastSaved] = useState<FlagKey | null>(null);
  // A reload (after a save or sign-in) keeps the flags on screen until the new answer arrives.
  const { state: load, retry: reload } = useApiData('feature-flags', api.list);
  const state = operatorStatus(load);
  const data = load.status === 'ready' ? load.data : null;
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
