import { createTypedApiClient } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import type { ExperimentSummary, ExperimentsSummary } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Badge, Button, Container, Heading, Inline, RetryAlert, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { DataTable } from '../../shared/data-table';
import { operatorStatus } from '../../shared/operator-load';
import { OperatorSignIn } from '../../shared/operator-sign-in';

/**
 * `/healthcheck/experiments` (spec §2, issue 24): every experiment with its variants, weights, and the visitors
 * assigned to and exposed to each. The counts need an operator session: without one (401) the page shows the
 * operator sign-in form.
 */
export function ExperimentsPage(_props: PageProps) {
  const { t } = useTranslation();
  const { state: data, retry: reload } = useApiData('experiments-summary', (signal) => createTypedApiClient().get('/api/experiments/summary', { signal }));
  const state = operatorStatus(data);
  const summary = data.status === 'ready' ? data.data : null;
  return (
    <Container>
      <Stack gap={5} data-testid="experiments-page">
        <Stack gap={2}>
          <Heading level={1}>{t('internal-experiments.title')}</Heading>
          <Text tone="muted">{t('internal-experiments.intro')}</Text>
        </Stack>
        {state === 'failed' && <RetryAlert message={t('internal-experiments.loadFailed')} retryLabel={t('internal-experiments.retry')} onRetry={reload} />}
        {state === 'loading' && <SkeletonText lines={6} />}
        {state === 'signed-out' && <OperatorSignIn onSignedIn={reload} />}
        {state === 'ready' && summary && <Summary summary={summary} onRefresh={reload} />}
      </Stack>
    </Container>
  );
}

function Summary({ summary, onRefresh }: { summary: ExperimentsSummary; onRefresh: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const time = new Date(summary.generatedAt).toLocaleTimeString(site.tag);
  return (
    <Stack gap={5}>
      <Inline gap={3} align="center">
        <Text role="status">{t('internal-experiments.generatedAt', { time })}</Text>
        <Button variant="secondary" onClick={onRefresh}>
          {t('internal-experiments.refresh')}
        </Button>
      </Inline>
      {summary.experiments.length === 0 ? (
        <Text>{t('internal-experiments.none')}</Text>
      ) : (
        summary.experiments.map((experiment) => <ExperimentCard key={experiment.key} experiment={experiment} />)
      )}
    </Stack>
  );
}

function ExperimentCard({ experiment }: { experiment: ExperimentSummary }) {
  const { t } = useTranslation();
  const site = useSite();
  const number = new Intl.NumberFormat(site.tag);
  const headingId = `experiment-${experiment.key}`;
  return (
    <section aria-labelledby={headingId} data-experiment={experiment.key}>
      <Stack gap={3}>
        <Stack gap={1}>
          <Heading level={2} size="lg" id={headingId}>
            {experiment.name}
          </Heading>
          <Text tone="muted">
            <code>{experiment.key}</code>
          </Text>
          <div>
            <Badge tone={experiment.status === 'running' ? 'success' : 'neutral'}>{t(`internal-experiments.${experiment.status}`)}</Badge>
          </div>
          <Text>{t('internal-experiments.consent', { category: t(`internal-experiments.category_${experiment.consentCategory}`) })}</Text>
          <Text>
            {experiment.group
              ? t('internal-experiments.group', { group: experiment.group.key, start: experiment.group.sliceStart, end: experiment.group.sliceEnd })
              : t('internal-experiments.noGroup')}
          </Text>
        </Stack>
        <DataTable
          caption={t('internal-experiments.caption', { name: experiment.name })}
          head={[t('internal-experiments.variant'), t('internal-experiments.weight'), t('internal-experiments.assigned'), t('internal-experiments.exposed')]}
          numeric
        >
          {experiment.variants.map((variant) => (
            <tr key={variant.key} data-variant={variant.key}>
              <th scope="row">{variant.control ? t('internal-experiments.control', { variant: variant.key }) : variant.key}</th>
              <td>{number.format(variant.weight)}</td>
              <td data-count="assigned">{number.format(variant.assigned)}</td>
              <td data-count="exposed">{number.format(variant.exposed)}</td>
            </tr>
          ))}
        </DataTable>
      </Stack>
    </section>
  );
}
