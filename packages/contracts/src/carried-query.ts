/**
 * Spec §2 navigation rule 8 on its own (the rest of the rules are `navigation-rules.ts`): the shell applies it on
 * every client navigation, so it is first-load code there, and must not bring the alias and legacy tables along.
 */

/** Rule 8: query parameters that carry to the next route (preview and CMS modes, site override, enrolment source). */
export const CARRIED_QUERY_PARAMETERS = ['siteId', 'cms', 'preview', 'enrollment_marketing_source'] as const;

/** Carries rule 8's parameters of the current search to a relative target; the target's own values win. */
export function withCarriedQuery(to: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const url = new URL(to, 'http://placeholder');
  for (const name of CARRIED_QUERY_PARAMETERS) {
    const value = current.get(name);
    if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
