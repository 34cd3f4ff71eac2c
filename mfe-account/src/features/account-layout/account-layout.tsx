import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { RouteInfo } from '@sf/remote-contract';
import { Container, Link } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ACCOUNT_NAV_ITEMS, currentState } from './account-nav-items';

/**
 * Every account page sits in this frame: the account menu (a labelled navigation landmark with the current page
 * marked) beside the page on wide screens, above it on narrow ones. The page brings its own h1.
 */
export function AccountLayout({ route, children }: { route: Pick<RouteInfo, 'path'>; children: ReactNode }) {
  return (
    <Container
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[5],
        paddingBlock: theme.space[5],
        alignItems: 'start',
        [theme.media.md]: { gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)', gap: theme.space[6] },
      })}
    >
      <AccountNav path={route.path} />
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[5], minWidth: 0 })} data-testid="account-page">
        {children}
      </div>
    </Container>
  );
}

export function AccountNav({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('account-area.nav.label')} data-account-nav="">
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space[1],
          [theme.media.md]: { flexDirection: 'column', flexWrap: 'nowrap' },
        })}
      >
        {ACCOUNT_NAV_ITEMS.map((item) => {
          const current = currentState(item, path);
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                variant="plain"
                aria-current={current}
                css={(theme: Theme) => ({
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: theme.sizes.minTarget,
                  paddingInline: theme.space[3],
                  borderInlineStart: `${theme.space[1]} solid ${current ? theme.colors.primary : 'transparent'}`,
                  fontWeight: current ? theme.fontWeights.bold : theme.fontWeights.regular,
                  background: current ? theme.colors.surface : 'transparent',
                })}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
