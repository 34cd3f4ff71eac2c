import { $site, type SiteInfo } from '@sf/remote-contract';

export type AnalyticsSite = Pick<SiteInfo, 'country' | 'language' | 'currency'>;

/**
 * The site a push describes: the caller's (a parcel has it in its props) or the shell's `$site`. Null before the
 * shell booted and no site was given: then nothing is pushed, rather than an entry without its country.
 */
export function resolveSite(site: AnalyticsSite | undefined): AnalyticsSite | null {
  const resolved = site ?? $site.get();
  if (!resolved) console.warn('[analytics] no site known yet: push skipped');
  return resolved ?? null;
}
