import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import { BRANDS, emit, type BrandKey, type DialogProps, type EmployeeTerms } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Heading, Inline, SkeletonGroup, SkeletonText, Stack, Text } from '@sf/ui';
import { createEmployeesApi, type EmployeesApi } from './employees-api';
import { employeeSessionStarted } from './employee-session-watch';

type Load = { state: 'loading' } | { state: 'ready'; terms: EmployeeTerms } | { state: 'failed'; notEmployee: boolean };

/**
 * The employee terms (spec §2 dialogs): shown at an employee's first sign-in until accepted. Accepting records the
 * acceptance of this version and starts the employee session, so employee prices apply at once.
 */
export function EmployeeTermsDialog({ site, close, setTitle, api: injected }: Pick<DialogProps, 'site' | 'close' | 'setTitle'> & { api?: EmployeesApi }) {
  const { t } = useTranslation();
  const api = useMemo(() => injected ?? createEmployeesApi(site), [injected, site.brand, site.locale]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [acceptFailed, setAcceptFailed] = useState(false);
  const discountsId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api
      .terms(controller.signal)
      .then((terms) => {
        setLoad({ state: 'ready', terms });
        setTitle(terms.title);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: 'failed', notEmployee: error instanceof ApiRequestError && (error.status === 401 || error.status === 403) });
      });
    return () => controller.abort();
  }, [api, attempt]);

  useEffect(() => setTitle(t('employees.dialogTitle')), []);

  const accept = useCallback(
    async (terms: EmployeeTerms) => {
      setBusy(true);
      setAcceptFailed(false);
      try {
        await api.accept(terms.version);
        const session = await api.start();
        employeeSessionStarted(session);
        const until = new Intl.DateTimeFormat(site.tag, { timeStyle: 'short' }).format(session.employeeExpiryTime);
        emit('toast:show', { message: t('employees.started', { time: until }), tone: 'success' });
        close();
      } catch {
        setAcceptFailed(true);
        setBusy(false);
      }
    },
    [api, close, site.tag, t],
  );

  if (load.state === 'loading') {
    return (
      <SkeletonGroup label={t('employees.loading')}>
        <SkeletonText lines={6} />
      </SkeletonGroup>
    );
  }
  if (load.state === 'failed') {
    return load.notEmployee ? (
      <Alert tone="info">{t('employees.notEmployee')}</Alert>
    ) : (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {t('employees.retry')}
          </Button>
        }
      >
        {t('employees.loadFailed')}
      </Alert>
    );
  }

  const { terms } = load;
  const versionDate = new Intl.DateTimeFormat(site.tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${terms.version}T00:00:00Z`));
  return (
    <Stack gap={4} data-testid="employee-terms">
      <Text>{t('employees.intro')}</Text>
      <Text tone="muted" size="sm">
        {t('employees.version', { date: versionDate })}
      </Text>
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
        {terms.paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
      </div>
      <section aria-labelledby={discountsId}>
        <Heading level={3} size="md" id={discountsId}>
          {t('employees.discountsHeading')}
        </Heading>
        <ul>
          {Object.entries(terms.discounts).map(([brand, percent]) => (
            <li key={brand}>{t('employees.discountLine', { brand: BRANDS[brand as BrandKey]?.name ?? brand, percent })}</li>
          ))}
        </ul>
      </section>
      {acceptFailed && <Alert tone="error">{t('employees.acceptFailed')}</Alert>}
      <Inline gap={3}>
        <Button onClick={() => void accept(terms)} loading={busy} data-testid="employee-terms-accept">
          {busy ? t('employees.accepting') : t('employees.accept')}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('employees.notNow')}
        </Button>
      </Inline>
    </Stack>
  );
}
