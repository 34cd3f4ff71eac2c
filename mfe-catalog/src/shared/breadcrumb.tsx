import type { Theme } from '@emotion/react';
import { Inline, Link, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

export interface Crumb {
  slug: string;
  name: string;
}

/** Home, then each category of the trail; the last one is the current page (aria-current, not a link). */
export function Breadcrumb({ trail, currentIsLast = true }: { trail: readonly Crumb[]; currentIsLast?: boolean }) {
  const { t } = useTranslation();
  const links = currentIsLast ? trail.slice(0, -1) : trail;
  const current = currentIsLast ? trail.at(-1) : undefined;
  return (
    <nav aria-label={t('catalog.breadcrumbLabel')}>
      <Inline as="ol" gap={2}>
        <li>
          <Link to="/">{t('catalog.home')}</Link>
        </li>
        {links.map((crumb) => (
          <li key={crumb.slug}>
            <Separator />
            <Link to={`/c/${crumb.slug}`}>{crumb.name}</Link>
          </li>
        ))}
        {current && (
          <li>
            <Separator />
            <Text as="span" aria-current="page">
              {current.name}
            </Text>
          </li>
        )}
      </Inline>
    </nav>
  );
}

function Separator() {
  return (
    <span aria-hidden="true" css={(theme: Theme) => ({ marginInlineEnd: theme.space[2], color: theme.colors.mutedText })}>
      /
    </span>
  );
}
