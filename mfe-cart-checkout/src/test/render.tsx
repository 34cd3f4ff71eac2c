import type { ReactElement } from 'react';
import type { PageProps, SiteInfo } from '@sf/remote-contract';
import { pagePropsFor, renderForSite } from '@sf/test-kit/testing';
import { site as defaultSite } from './fixtures';

export const renderInShell = (ui: ReactElement, site: SiteInfo = defaultSite) => renderForSite(ui, site);
export const pageProps = <T,>(path: string, extra: Partial<PageProps<T>> = {}) => pagePropsFor<T>(defaultSite, path, extra);
