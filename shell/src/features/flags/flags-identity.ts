import type { SessionState } from '@sf/remote-contract';

/** What the flag context's consumer is made of (spec §3): a change re-identifies the visitor. */
export const identity = (session: SessionState): string => `${session.status}|${session.email ?? ''}|${session.isLoyaltyMember}|${session.isEmployee}`;
