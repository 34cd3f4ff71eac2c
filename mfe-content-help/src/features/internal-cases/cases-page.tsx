import { useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import { useApiData, type ApiData } from '@sf/api-client/use-api-data';
import type { PageProps } from '@sf/remote-contract';
import { CASE_STATUSES, type CaseStatus } from '@sf/contracts/help';
import type { CaseDetail, CaseSummary } from '@sf/contracts/api';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Container, Heading, Link, Select, SkeletonText, Stack, Text } from '@sf/ui';
import { DataTable } from '../../shared/data-table';
import { OperatorSignIn } from '../../shared/operator-sign-in';
import { type CasesApi, createCasesApi } from './cases-api';
import { CaseDetailView } from './case-detail';

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'signed-out' } | { state: 'forbidden' } | { state: 'failed' };

const failedLoad = (error: unknown): Load<never> => {
  if (error instanceof ApiRequestError && error.status === 401) return { state: 'signed-out' };
  if (error instanceof ApiRequestError && error.status === 403) return { state: 'forbidden' };
  return { state: 'failed' };
};
const loadOf = <T,>(data: ApiData<T>): Load<T> => {
  if (data.status === 'loading') return { state: 'loading' };
  if (data.status === 'ready') return { state: 'ready', value: data.data };
  return failedLoad(data.error);
};

/**
 * /internal/cases (issue 25, role customer-service): the contact form's cases, newest first, filtered by status;
 * `?case=CS-…` opens one. Without an operator session (401) the page shows the operator sign-in form.
 */
export function CasesPage({ route, api: given }: PageProps & { api?: CasesApi }) {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => given ?? createCasesApi(), [given]);
  const [filter, setFilter] = useState<CaseStatus | null>(null);
  const listed = useApiData(`cases|${filter ?? ''}`, (signal) => api.list(filter, signal).then((answer) => answer.cases));
  const list: Load<CaseSummary[]> = loadOf(listed.state);
  const reference = route.query.case ?? null;
  // The open case is fetched again after sign-in, not after its own save (that would unmount it and its notice).
  const openedCase = useApiData(reference ? `case|${reference}` : null, (signal) => api.get(reference ?? '', signal));
  const loadedCase = openedCase.state.status === 'ready' ? openedCase.state.data : null;
  // A save's answer is shown at once, until the case is loaded again.
  const [saved, setSaved] = useState<{ of: CaseDetail; value: CaseDetail } | null>(null);
  const shownCase = saved && saved.of === loadedCase ? saved.value : loadedCase;
  const opened: Load<CaseDetail> | null = !reference ? null : shownCase ? { state: 'ready', value: shownCase } : loadOf(openedCase.state);

  const reload = listed.retry;
  const signedIn = () => {
    reload();
    openedCase.retry();
  };
  const access = list.state === 'signed-out' || list.state === 'forbidden' ? list.state : null;
  return (
    <Container css={(theme: Theme) => ({ paddingBlock: theme.space[5] })}>
      <Stack gap={5} data-testid="cases-page">
        <Heading level={1}>{t('help-cases.title')}</Heading>
        <Text tone="muted">{t('help-cases.intro')}</Text>
        {access === 'signed-out' && <OperatorSignIn signIn={api.signIn} onSignedIn={signedIn} />}
        {access === 'forbidden' && <Alert tone="error">{t('help-cases.forbidden')}</Alert>}
        {!access && opened?.state === 'ready' && (
          <CaseDetailView
            key={opened.value.reference}
            item={opened.value}
            api={api}
            onChanged={(value) => {
              if (loadedCase) setSaved({ of: loadedCase, value });
              reload();
            }}
          />
        )}
        {!access && opened?.state === 'loading' && <SkeletonText lines={4} />}
        {!access && opened?.state === 'failed' && <Alert tone="error">{t('help-cases.loadFailed')}</Alert>}
        {!access && (
          <Stack gap={3}>
            <Select
              name="status-filter"
              label={t('help-cases.filter')}
              placeholder={t('help-cases.all')}
              options={CASE_STATUSES.map((value) => ({ value, label: t(`help-cases.status.${value}`) }))}
              value={filter ?? ''}
              onChange={(event) => setFilter((event.target.value || null) as CaseStatus | null)}
            />
            {list.state === 'loading' && <SkeletonText lines={6} />}
            {list.state === 'failed' && (
              <Alert tone="error" action={<Button onClick={reload}>{t('help-cases.retry')}</Button>}>
                {t('help-cases.loadFailed')}
              </Alert>
            )}
            {list.state === 'ready' && list.value.length === 0 && <Text>{t('help-cases.none')}</Text>}
            {list.state === 'ready' && list.value.length > 0 && (
              <DataTable
                caption={t('help-cases.caption')}
                head={[t('help-cases.reference'), t('help-cases.received'), t('help-cases.topic'), t('help-cases.customer'), t('help-cases.statusColumn')]}
              >
                {list.value.map((item) => (
                  <tr key={item.reference}>
                    <td>
                      <Link to={`/internal/cases?case=${item.reference}`}>{item.reference}</Link>
                    </td>
                    <td>{new Date(item.createdAt).toLocaleString(i18n.language)}</td>
                    <td>{t(`help.contact.topics.${item.topic}`)}</td>
                    <td>
                      {item.name} &lt;{item.email}&gt;
                    </td>
                    <td>{t(`help-cases.status.${item.status}`)}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
