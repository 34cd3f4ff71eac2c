import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { siteInfo, type BrandKey, type LocaleCode, type Navigate, type PrefixStrategy } from '@sf/remote-contract';
import { StorefrontRoot } from '../shell/storefront-root';

export interface StorefrontTestOptions {
  brand?: BrandKey;
  locale?: LocaleCode;
  prefixStrategy?: PrefixStrategy;
  urlAlias?: (path: string) => string;
}

/** Renders inside StorefrontRoot for a real site, with a spy as the shell's router. */
export function renderInStorefront(ui: ReactElement, options: StorefrontTestOptions = {}): RenderResult & { navigate: ReturnType<typeof vi.fn<Navigate>> } {
  const { brand = 'northbound', locale = 'uk-en', prefixStrategy = 'prefix_except_default', urlAlias } = options;
  const navigate = vi.fn<Navigate>();
  const site = siteInfo(brand, locale, 'uk-en', prefixStrategy);
  const result = render(
    <StorefrontRoot site={site} navigate={navigate} urlAlias={urlAlias}>
      {ui}
    </StorefrontRoot>,
  );
  return { ...result, navigate };
}
