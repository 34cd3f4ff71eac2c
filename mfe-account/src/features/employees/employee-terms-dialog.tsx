import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import { BRANDS, emit, type BrandKey, type DialogProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Heading, Inline, SkeletonGroup, SkeletonText, Stack, Text } from '@sf/ui';
import { useReloadableData } from '../../shared/reloadable-data';
import { createEmployeesApi, type EmployeesApi, type EmployeeTermsAnswer } from './employees-api';
import { employeeSessionStarted } from './employee-session-watch';

const notEmployee = (error: unknown): boolean => error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/**
 * The employee terms (spec §2 dialogs): shown at an employee's first sign-in until accepted. Accepting records the
 * acceptance of this version and starts the employee session, so employee prices apply at once.
 */
export function EmployeeTermsDialog({ site, close, setTitle, api: injected }: Pick<DialogProps, 'site' | 'close' | 'setTitle'> & { api?: EmployeesApi }) {
  const { t } = useTranslation();
  const api = useMemo(() => injected ?? createEmployeesApi(site), [injected, site.brand, site.locale]);
  const { state: load, reload } = useReloadableData(`${site.brand}|${site.locale}`, (signal) => api.terms(signal));
  const [busy, setBusy] = useState(false);
  const [acceptFailed, setAcceptFailed] = useState(false);
  const discountsId = useId();
  const loaded = load.status === 'ready' ? load.data : null;

  useEffect(() => setTitle(t('employees.dialogTitle')), []);
  // The terms name themselves once they are there.
  useEffect(() => {
    if (loaded) setTitle(loaded.title);
  }, [loaded]);

  const accept = useCallback(
    async (terms: EmployeeTermsAnswer) => {
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

  if (load.status === 'loading') {
    return (
      <SkeletonGroup label={t('employees.loading')}>
        <SkeletonText lines={6} />
      </SkeletonGroup>
    );
  }
  if (load.status !== 'ready') {
    return notEmployee(load.error) ? (
      <Alert tone="info">{t('employees.notEmployee')}</Alert>
    ) : (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={reload}>
            {t('employees.retry')}
          </Button>
        }
      >
        {t('employees.loadFailed')}
      </Alert>
    );
  }

  const terms = load.data;
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
