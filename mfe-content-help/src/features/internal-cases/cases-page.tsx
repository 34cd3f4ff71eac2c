import { useEffect, useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import type { PageProps } from '@sf/contracts';
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

/**
 * /internal/cases (issue 25, role customer-service): the contact form's cases, newest first, filtered by status;
 * `?case=CS-…` opens one. Without an operator session (401) the page shows the operator sign-in form.
 */
export function CasesPage({ route, api: given }: PageProps & { api?: CasesApi }) {
  const { t, i18n } = useTranslation();
  const api = useMemo(() => given ?? createCasesApi(), [given]);
  const [filter, setFilter] = useState<CaseStatus | null>(null);
  const [list, setList] = useState<Load<CaseSummary[]>>({ state: 'loading' });
  const [opened, setOpened] = useState<Load<CaseDetail> | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The open case is fetched again after sign-in, not after its own save (that would unmount it and its notice).
  const [caseAttempt, setCaseAttempt] = useState(0);
  const reference = route.query.case ?? null;

  useEffect(() => {
    const controller = new AbortController();
    setList({ state: 'loading' });
    api
      .list(filter, controller.signal)
      .then((answer) => setList({ state: 'ready', value: answer.cases }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setList(failedLoad(error));
      });
    return () => controller.abort();
  }, [api, filter, attempt]);

  useEffect(() => {
    if (!reference) {
      setOpened(null);
      return;
    }
    const controller = new AbortController();
    setOpened({ state: 'loading' });
    api
      .get(reference, controller.signal)
      .then((value) => setOpened({ state: 'ready', value }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setOpened(failedLoad(error));
      });
    return () => controller.abort();
  }, [api, reference, caseAttempt]);

  const reload = () => setAttempt((count) => count + 1);
  const signedIn = () => {
    reload();
    setCaseAttempt((count) => count + 1);
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
              setOpened({ state: 'ready', value });
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
