import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $employeeSession } from '@sf/contracts';
import { emit, type SiteInfo } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Badge, Link, VisuallyHidden } from '@sf/ui';
import { createEmployeesApi } from './employees-api';
import { $employeeTermsPending, EMPLOYEE_TERMS_DIALOG, tabMemory, watchEmployeeSession } from './employee-session-watch';
import { openDialogWhenFree } from './open-dialog-when-free';

/**
 * Lives in the header's account entry, so it runs on every page with the normal layout: keeps the employee session
 * (spec §3/§4) and shows "Employee prices" while it lasts, or a way back to the terms while they wait for acceptance.
 */
export function EmployeeSessionIndicator({ site }: { site: Pick<SiteInfo, 'brand' | 'locale' | 'tag'> }) {
  const { t } = useTranslation();
  const session = useStore($employeeSession);
  const termsPending = useStore($employeeTermsPending);
  const api = useMemo(() => createEmployeesApi(site), [site.brand, site.locale]);

  useEffect(
    () =>
      watchEmployeeSession({
        api,
        openTerms: () => openDialogWhenFree(EMPLOYEE_TERMS_DIALOG),
        offered: tabMemory,
        onExpired: () => emit('toast:show', { message: t('employees.ended'), tone: 'info' }),
      }),
    [api, t],
  );

  if (session) {
    const until = new Intl.DateTimeFormat(site.tag, { timeStyle: 'short' }).format(session.employeeExpiryTime);
    return (
      <Badge tone="accent" data-testid="employee-indicator">
        {t('employees.badge')}
        <VisuallyHidden>{` (${t('employees.badgeUntil', { time: until })})`}</VisuallyHidden>
      </Badge>
    );
  }
  if (termsPending) {
    return (
      <Link to={`#${EMPLOYEE_TERMS_DIALOG}`} variant="plain" data-testid="employee-terms-link">
        {t('employees.dialogTitle')}
      </Link>
    );
  }
  return null;
}
