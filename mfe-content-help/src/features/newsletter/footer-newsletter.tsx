import styled from '@emotion/styled';
import type { SiteInfo } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { NewsletterForm } from './newsletter-form';

/** The footer's newsletter sign-up (same double opt-in as /newsletter-subscription). */
export function FooterNewsletter({ site }: { site: Pick<SiteInfo, 'brand' | 'locale'> }) {
  const { t } = useTranslation();
  return (
    <Column data-testid="footer-newsletter">
      <NewsletterForm site={site} heading={t('newsletter.footerHeading')} intro={t('newsletter.footerIntro')} />
    </Column>
  );
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const Column = styled.div(({ theme }) => ({ maxWidth: theme.sizes.proseMax, paddingBlock: theme.space[3] }));
