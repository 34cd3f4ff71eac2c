import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import type { Navigation, SiteInfo } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Inline, Link } from '@sf/ui';
import { createContentApi, isAbortError } from '../../shared/content-api';
import { safeHref } from '../../shared/safe-href';

/** The shell opens its consent preferences panel from this fragment (spec §2) and clears it again. */
export const COOKIE_PREFERENCES_HREF = '#cookie-preferences';
export const FOOTER_NAVIGATION_KEY = 'footer';

/**
 * Help links of the footer, from the CMS navigation of the site's language. The cookie-preferences link does not
 * depend on the CMS, so it is there even while the links load or when they fail. The edge inlines the links with the
 * document, so they are in the server's HTML.
 */
export function FooterLinks({ site, initial }: { site: Pick<SiteInfo, 'brand' | 'locale'>; initial?: Navigation }) {
  const { t } = useTranslation();
  // The edge's inlined links (server-rendered and hydrated as they are), else fetched after mount.
  const [links, setLinks] = useState<Navigation['links']>(initial?.links ?? []);
  const inlined = initial !== undefined;

  useEffect(() => {
    if (inlined) return undefined;
    const controller = new AbortController();
    createContentApi(site)
      .navigation(FOOTER_NAVIGATION_KEY, controller.signal)
      .then((navigation) => setLinks(navigation.links))
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        // The footer is secondary: keep the page quiet and keep the links we have.
        console.warn('[mfe-content-help] footer navigation failed to load', error);
      });
    return () => controller.abort();
  }, [site.brand, site.locale, inlined]);

  return (
    <nav aria-label={t('content.footerNavigation')} data-testid="footer-links">
      <LinkList as="ul" gap={5}>
        {links.map((link) => {
          const href = safeHref(link.href);
          return href ? (
            <li key={`${link.href}-${link.label}`}>
              <Link to={href}>{link.label}</Link>
            </li>
          ) : null;
        })}
        <li>
          <Link to={COOKIE_PREFERENCES_HREF}>{t('content.cookiePreferences')}</Link>
        </li>
      </LinkList>
    </nav>
  );
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const LinkList = styled(Inline)(({ theme }) => ({ paddingBlock: theme.space[3] }));
