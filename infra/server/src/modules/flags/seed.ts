/**
 * The declared flags as rows: written at boot when missing (insert … on conflict do nothing), so a fresh database
 * behaves as before issue 24 (the defaults and the Canada rule of spec §9) and an operator's later edit is kept.
 */
import type { FlagKey, FlagRule } from '@sf/contracts';
import { FLAG_KEYS } from '@sf/contracts/api';
import type { Database } from '../../db/client';
import { featureFlags } from './tables';

export const DEFAULT_FLAGS: Record<FlagKey, boolean> = {
  liveChat: true,
  helpPages: true,
  backToTop: true,
  notFoundContent: true,
  autoPromoCodes: true,
  legacyUrls: false,
  keepDialogsOnNavigation: false,
};

export const FLAG_DESCRIPTIONS: Record<FlagKey, string> = {
  liveChat: 'The chat launcher on every page (spec §4 live chat; also needs consent).',
  helpPages: 'The /help area; when off, its pages redirect home (server and browser).',
  backToTop: 'The back-to-top button on long pages (spec §2).',
  notFoundContent: 'Content blocks on the not-found page (spec §2 error screens).',
  autoPromoCodes: 'Remember an autoPromoCode query value (spec §2 navigation rule 5).',
  legacyUrls: 'Rewrite URLs of the older platform (spec §2 navigation rule 4).',
  keepDialogsOnNavigation: 'Keep open dialogs on a route change (spec §2 navigation rule 6).',
};

/** Spec §9: the Canada locales have no live chat. A stored rule, so operators see it and may change it. */
export const CANADA_NO_LIVE_CHAT: FlagRule = {
  description: 'Spec §9: no live chat in Canada',
  conditions: [{ attribute: 'brand.locale', operator: 'in', values: ['ca-en', 'ca-fr'] }],
  value: false,
  percentage: null,
};

export async function ensureFlags(db: Database): Promise<number> {
  const rows = FLAG_KEYS.map((key) => ({
    key,
    description: FLAG_DESCRIPTIONS[key],
    defaultValue: DEFAULT_FLAGS[key],
    rules: key === 'liveChat' ? [CANADA_NO_LIVE_CHAT] : [],
  }));
  const inserted = await db.insert(featureFlags).values(rows).onConflictDoNothing().returning({ key: featureFlags.key });
  return inserted.length;
}
