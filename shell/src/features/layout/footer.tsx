import { useMemo } from 'react';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { FOOTER_NAVIGATION_DATA_KEY, type Navigation } from '@sf/contracts';
import { $site, type Navigate, type SiteInfo, type WidgetProps } from '@sf/remote-contract';
import { BrandLogo, Container, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ParcelSlot } from '../federation/parcel-slot';
import { LocaleSwitcher } from '../location/locale-switcher';

const Bar = styled.footer(({ theme }) => ({
  marginTop: theme.space[7],
  borderTop: `1px solid ${theme.colors.border}`,
  paddingBlock: theme.space[6],
  background: theme.colors.surface,
}));

/**
 * The footer's columns: the brand first, then the help links widget (its own columns of links), and whatever
 * follows (the country and language switcher); one column on phones, side by side from md up.
 */
const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
  [theme.media.md]: { gridTemplateColumns: 'minmax(12rem, 1fr) 3fr', alignItems: 'start' },
}));
const BrandName = styled.p(({ theme }) => ({ margin: 0, fontFamily: theme.fonts.heading, fontSize: theme.fontSizes.xl, fontWeight: 700 }));
const Legal = styled.div(({ theme }) => ({ marginTop: theme.space[6], paddingTop: theme.space[4], borderTop: `1px solid ${theme.colors.border}` }));

/** Footer owned by the shell; the help links are the content-help remote's widget. */
export function Footer({ navigate, navigation }: { navigate: Navigate; navigation: Navigation | null | undefined }) {
  const { t } = useTranslation();
  const site = useStore($site) as SiteInfo;
  const widgetProps = useMemo<WidgetProps>(
    () => ({ locale: site.locale, site, navigate, ...(navigation ? { initialData: { key: FOOTER_NAVIGATION_DATA_KEY, data: navigation } } : {}) }),
    [site, navigate, navigation],
  );
  return (
    <Bar>
      <Container>
        <Columns>
          <div>
            <BrandName>
              <BrandLogo brand={site.brand} name={site.brandName} />
            </BrandName>
            <Text tone="muted">{t('header.footerAbout')}</Text>
          </div>
          {/* Below the fold: the server's links work as they are; the widget hydrates when the footer nears the viewport. */}
          <ParcelSlot remote="mfe_content_help" module="./FooterLinks" parcelProps={widgetProps} variant="widget" load="visible" />
        </Columns>
        <LocaleSwitcher />
        <Legal>
          <Text tone="muted">{t('shell.copyright', { brand: site.brandName, year: 2026 })}</Text>
        </Legal>
      </Container>
    </Bar>
  );
}
