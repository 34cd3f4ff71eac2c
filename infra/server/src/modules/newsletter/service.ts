/**
 * Newsletter subscriptions with double opt-in. A request (form, footer, profile) makes the address `pending` and
 * mails a signed confirmation link; the link makes it `confirmed` and a welcome mail follows. An address a customer
 * already proved (verified account e-mail) is confirmed at once. Every mail carries a signed unsubscribe link.
 * Requests for the same address meet on the unique (email, brand) index, never in a check before an insert.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { localizePath, type LocalePathConfig, type NewsletterStatus } from '@sf/contracts';
import type { LocaleCode } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { badRequest } from '../../http-errors';
import type { I18nService } from '../i18n';
import type { OutboxService } from '../outbox';
import { newsletterEmail } from './emails';
import type { LinkSigner } from './links';
import { newsletterSubscriptions } from './tables';

export interface NewsletterDeps {
  db: Database;
  outbox: OutboxService;
  i18n: I18nService;
  links: LinkSigner;
  /** Issue 24: the origin of a brand's site (links in a subscription's mails open its brand's site). */
  siteOrigin: (brand: string) => string;
  localePaths: LocalePathConfig;
}

export interface SubscriptionRequest {
  email: string;
  brand: string;
  locale: LocaleCode;
  /** The customer the address belongs to, when known (erased with the account). */
  customerId?: string | null;
}

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export const LINK_NOT_VALID = 'token: this link is not valid or has expired';
/** The page both links lead to (routes.ts of contracts). */
const PAGE_PATH = '/newsletter-subscription';

export function createNewsletterService(deps: NewsletterDeps) {
  const { db, outbox, i18n, links } = deps;
  const pageUrl = (brand: string, locale: string, query: Record<string, string>) =>
    `${deps.siteOrigin(brand)}${localizePath(PAGE_PATH, locale as LocaleCode, deps.localePaths)}?${new URLSearchParams(query)}`;
  const unsubscribeUrl = (row: SubscriptionRow) => pageUrl(row.brand, row.locale, { unsubscribe: links.sign('unsubscribe', row.id, row.brand) });

  async function mail(tx: Database, row: SubscriptionRow, kind: 'confirm' | 'welcome'): Promise<void> {
    await outbox.enqueue(
      tx,
      newsletterEmail(i18n, {
        mail: kind,
        to: row.email,
        brand: row.brand,
        locale: row.locale,
        unsubscribeUrl: unsubscribeUrl(row),
        ...(kind === 'confirm' ? { confirmUrl: pageUrl(row.brand, row.locale, { token: links.sign('confirm', row.id, row.brand) }) } : {}),
      }),
    );
  }

  const byAddress = (email: string, brand: string) => and(eq(newsletterSubscriptions.email, email.toLowerCase()), eq(newsletterSubscriptions.brand, brand));
  const fresh = (request: SubscriptionRequest, status: SubscriptionRow['status'], now: Date) => ({
    id: randomUUID(),
    email: request.email.toLowerCase(),
    brand: request.brand,
    locale: request.locale,
    status,
    customerId: request.customerId ?? null,
    requestedAt: now,
    confirmedAt: status === 'confirmed' ? now : null,
  });

  async function find(email: string, brand: string, handle: Database = db): Promise<SubscriptionRow | null> {
    const [row] = await handle.select().from(newsletterSubscriptions).where(byAddress(email, brand));
    return row ?? null;
  }

  /**
   * Double opt-in request. Whatever the address's state, the caller answers the same; a confirmation mail goes out
   * unless the address is already confirmed or `sendMail` is false (the per-address mail cap was reached).
   */
  async function subscribe(request: SubscriptionRequest, options: { sendMail?: boolean } = {}): Promise<void> {
    const now = new Date();
    await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(newsletterSubscriptions)
        .values(fresh(request, 'pending', now))
        .onConflictDoNothing()
        .returning();
      // An existing row: back to pending unless confirmed (a confirmed address stays as it is, and gets no mail).
      const [reopened] = inserted
        ? []
        : await tx
            .update(newsletterSubscriptions)
            .set({
              status: 'pending',
              locale: request.locale,
              requestedAt: now,
              customerId: sql`coalesce(${newsletterSubscriptions.customerId}, ${request.customerId ?? null}::uuid)`,
            })
            .where(and(byAddress(request.email, request.brand), ne(newsletterSubscriptions.status, 'confirmed')))
            .returning();
      const row = inserted ?? reopened;
      if (row && options.sendMail !== false) await mail(tx, row, 'confirm');
    });
  }

  /**
   * A confirmed subscription for an address the caller has proven (a verified account e-mail): no confirmation mail;
   * the welcome mail (with its unsubscribe link) goes out when the address was not confirmed before. `tx`: the
   * caller's transaction, so the subscription commits with the change that caused it.
   */
  async function subscribeConfirmed(request: SubscriptionRequest, tx?: Database): Promise<void> {
    const run = async (handle: Database) => {
      const now = new Date();
      const [inserted] = await handle
        .insert(newsletterSubscriptions)
        .values(fresh(request, 'confirmed', now))
        .onConflictDoNothing()
        .returning();
      const [confirmed] = inserted
        ? []
        : await handle
            .update(newsletterSubscriptions)
            .set({
              status: 'confirmed',
              requestedAt: now,
              confirmedAt: now,
              unsubscribedAt: null,
              customerId: sql`coalesce(${newsletterSubscriptions.customerId}, ${request.customerId ?? null}::uuid)`,
            })
            .where(and(byAddress(request.email, request.brand), ne(newsletterSubscriptions.status, 'confirmed')))
            .returning();
      const row = inserted ?? confirmed;
      if (row) await mail(handle, row, 'welcome');
    };
    await (tx ? run(tx) : db.transaction(run));
  }

  async function unsubscribeRow(handle: Database, where: ReturnType<typeof byAddress>): Promise<void> {
    await handle
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(and(where, ne(newsletterSubscriptions.status, 'unsubscribed')));
  }

  return {
    subscribe,
    subscribeConfirmed,

    /** The confirmation link: pending → confirmed (+ welcome mail); confirming again is fine; 400 for anything else. */
    async confirm(token: string): Promise<{ brand: string; status: NewsletterStatus }> {
      const claims = links.verify(token, 'confirm');
      if (!claims) throw badRequest(LINK_NOT_VALID);
      return db.transaction(async (tx) => {
        const [confirmed] = await tx
          .update(newsletterSubscriptions)
          .set({ status: 'confirmed', confirmedAt: new Date() })
          .where(and(eq(newsletterSubscriptions.id, claims.subscriptionId), eq(newsletterSubscriptions.status, 'pending')))
          .returning();
        if (confirmed) {
          await mail(tx, confirmed, 'welcome');
          return { brand: confirmed.brand, status: 'confirmed' as const };
        }
        const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, claims.subscriptionId));
        // Unsubscribed since (or erased): an old confirmation link must not subscribe the address again.
        if (row?.status !== 'confirmed') throw badRequest(LINK_NOT_VALID);
        return { brand: row.brand, status: 'confirmed' as const };
      });
    },

    /** What an unsubscribe link is about, without changing anything (the page asks before unsubscribing). */
    async unsubscribeStatus(token: string): Promise<{ brand: string; status: NewsletterStatus }> {
      const claims = links.verify(token, 'unsubscribe');
      if (!claims) throw badRequest(LINK_NOT_VALID);
      const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, claims.subscriptionId));
      return { brand: claims.brand, status: row?.status ?? 'none' };
    },

    /** The unsubscribe link: the address gets no more mail of the brand; repeating it changes nothing. */
    async unsubscribe(token: string): Promise<{ brand: string; status: NewsletterStatus }> {
      const claims = links.verify(token, 'unsubscribe');
      if (!claims) throw badRequest(LINK_NOT_VALID);
      await unsubscribeRow(db, eq(newsletterSubscriptions.id, claims.subscriptionId));
      return { brand: claims.brand, status: 'unsubscribed' };
    },

    /** A customer's status for a brand; the row learns whose address it is, so account deletion finds it. */
    async preference(customer: { customerId: string; email: string }, brand: string): Promise<NewsletterStatus> {
      const row = await find(customer.email, brand);
      if (row && !row.customerId) {
        await db
          .update(newsletterSubscriptions)
          .set({ customerId: customer.customerId })
          .where(and(eq(newsletterSubscriptions.id, row.id), isNull(newsletterSubscriptions.customerId)));
      }
      return row?.status ?? 'none';
    },

    async unsubscribeAddress(email: string, brand: string): Promise<void> {
      await unsubscribeRow(db, byAddress(email, brand));
    },

    /** A signed unsubscribe link for a subscription (for the mails a campaign tool would send). */
    unsubscribeUrl,

    /** Account deletion: the customer's subscriptions (every brand). */
    async forgetCustomer(customerId: string): Promise<void> {
      await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.customerId, customerId));
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
