import type { Theme } from '@emotion/react';
import type { FlagAuditEntry } from '@sf/contracts';
import { useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

type FlagState = FlagAuditEntry['before'];

/** The audit trail: who changed which flag when, with the state before and after in words. */
export function FlagAuditTable({ audit }: { audit: FlagAuditEntry[] }) {
  const { t } = useTranslation();
  const site = useSite();
  const describe = (state: FlagState) =>
    [
      t('feature-flags.auditDefault', { value: state.defaultValue ? t('feature-flags.on') : t('feature-flags.off') }),
      state.rolloutPercentage === null ? null : t('feature-flags.auditRollout', { percentage: state.rolloutPercentage }),
      t('feature-flags.auditRules', { count: state.rules.length }),
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable for keyboard users (WCAG 2.1.1).
      tabIndex={0}
      aria-labelledby="flag-audit-title"
      css={(theme: Theme) => ({ overflowX: 'auto', '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}` } })}
    >
      <h2 id="flag-audit-title">{t('feature-flags.auditTitle')}</h2>
      <table css={(theme: Theme) => ({ borderCollapse: 'collapse', width: '100%', 'th, td': { textAlign: 'start', padding: theme.space[2] } })}>
        <thead>
          <tr>
            <th scope="col">{t('feature-flags.auditWhen')}</th>
            <th scope="col">{t('feature-flags.auditFlag')}</th>
            <th scope="col">{t('feature-flags.auditWho')}</th>
            <th scope="col">{t('feature-flags.auditBefore')}</th>
            <th scope="col">{t('feature-flags.auditAfter')}</th>
          </tr>
        </thead>
        <tbody>
          {audit.length === 0 ? (
            <tr>
              <td colSpan={5}>{t('feature-flags.auditEmpty')}</td>
            </tr>
          ) : (
            audit.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.changedAt}>{new Date(entry.changedAt).toLocaleString(site.tag)}</time>
                </td>
                <th scope="row">{entry.flagKey}</th>
                <td>{entry.operator}</td>
                <td>{describe(entry.before)}</td>
                <td>{describe(entry.after)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
