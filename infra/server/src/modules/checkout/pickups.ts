/**
 * The store counter for pickup orders (issue 25, internal role store-staff): a store's list, "mark ready" (queues the
 * ready-for-pickup e-mail through the outbox in the same transaction) and "collected" by the code the shopper shows
 * (the barcode in the e-mail and on the confirmation encodes the order number). Every step is a conditional update
 * of the pickup status, so a double click or two devices change it once and send one e-mail; repeating a step that
 * is already done answers the order as it is.
 */
import bwipjs from 'bwip-js/node';
import type { PickupStatus } from '@sf/contracts/store-pickup';
import type { PickupOrderSchema } from '@sf/contracts/api';
import type { z } from 'zod';
import { conflict, notFound } from '../../http-errors';
import type { I18nService } from '../i18n';
import { normaliseOrderNumber, ORDER_NUMBER_PATTERN, type OrderRow } from '../orders';
import { emailDocument, escapeHtml, mailTexts, type NewOutboxMessage } from '../outbox';
import type { SettlementDeps } from './settlement';

type PickupOrder = z.infer<typeof PickupOrderSchema>;

export interface PickupDeps extends Pick<SettlementDeps, 'db' | 'orders' | 'outbox' | 'stores' | 'payments'> {
  i18n: I18nService;
  /** Absolute URL of an order's pickup barcode image (the e-mail shows it). */
  barcodeUrl: (row: OrderRow) => string;
}

/** The barcode of a pickup code: Code 128 as SVG, drawn by bwip-js (as the return label's barcode). */
export function pickupBarcodeSvg(code: string): string {
  return bwipjs.toSVG({ bcid: 'code128', text: code, scale: 2, height: 14, includetext: true, textxalign: 'center', paddingwidth: 4, paddingheight: 4 });
}

const toPickupOrder = (row: OrderRow): PickupOrder => ({
  orderNumber: row.orderNumber,
  code: row.orderNumber,
  status: row.pickupStatus ?? 'waiting',
  person: row.pickupPerson ?? { name: '', email: row.email, phone: '' },
  items: row.items.filter((item) => !item.giftCard).map((item) => ({ name: item.name, size: item.size, colour: item.colour, quantity: item.quantity })),
  createdAt: row.createdAt.toISOString(),
  readyAt: row.pickupReadyAt?.toISOString() ?? null,
  collectedAt: row.pickupCollectedAt?.toISOString() ?? null,
});

export function createPickupCounter(deps: PickupDeps) {
  async function storeOrThrow(storeId: string) {
    const store = await deps.stores.byId(storeId);
    if (!store) throw notFound('There is no store with this id');
    return store;
  }

  async function pickupOrder(storeId: string, code: string): Promise<OrderRow> {
    const number = normaliseOrderNumber(code);
    const row = ORDER_NUMBER_PATTERN.test(number) ? await deps.orders.byNumber(number) : null;
    if (!row || row.pickupStoreId !== storeId) throw notFound(`No pickup order ${number} for this store`);
    if (row.status === 'created') throw conflict(`Order ${row.orderNumber} is not paid yet`);
    if (row.status === 'cancelled' || row.status === 'returned') throw conflict(`Order ${row.orderNumber} was ${row.status}`);
    return row;
  }

  function readyEmail(row: OrderRow, store: { name: string; address: { line1: string; postalCode: string; city: string } }): NewOutboxMessage {
    const { t } = mailTexts(deps.i18n, 'store-pickup', row.brand, row.locale);
    const person = row.pickupPerson?.name ?? row.billingAddress.firstName;
    const subject = t('email.ready.subject', { orderNumber: row.orderNumber, store: store.name });
    const address = [store.name, store.address.line1, `${store.address.postalCode} ${store.address.city}`];
    const lines = [
      t('email.ready.greeting', { name: person }),
      t('email.ready.intro', { store: store.name }),
      address.join(', '),
      `${t('email.ready.code')}: ${row.orderNumber}`,
      t('email.ready.bring'),
      t('email.ready.keep'),
    ];
    const html = emailDocument(
      subject,
      `<p>${escapeHtml(lines[0] ?? '')}</p><p>${escapeHtml(lines[1] ?? '')}</p><p>${address.map(escapeHtml).join('<br>')}</p>` +
        `<p><strong>${escapeHtml(t('email.ready.code'))}:</strong> ${escapeHtml(row.orderNumber)}</p>` +
        `<p><img src="${escapeHtml(deps.barcodeUrl(row))}" alt="${escapeHtml(`${t('email.ready.code')} ${row.orderNumber}`)}" height="80"></p>` +
        `<p>${escapeHtml(lines[4] ?? '')}</p><p style="color:#555">${escapeHtml(lines[5] ?? '')}</p>`,
    );
    // To the person who collects; the buyer's own address when they are the same person.
    return {
      kind: 'pickup_ready',
      to: row.pickupPerson?.email ?? row.email,
      subject,
      html,
      text: lines.join('\n\n'),
      locale: row.locale,
      orderNumber: row.orderNumber,
    };
  }

  /** One conditional step; when another click got there first, the order as it now is. */
  async function step(row: OrderRow, from: PickupStatus, to: PickupStatus, alsoInTx?: (tx: SettlementDeps['db'], moved: OrderRow) => Promise<OrderRow>) {
    const moved = await deps.db.transaction(async (tx) => {
      const changed = await deps.orders.setPickupStatus(tx, row, from, to);
      if (!changed) return null;
      return alsoInTx ? alsoInTx(tx, changed) : changed;
    });
    if (moved) return moved;
    const now = await deps.orders.byNumber(row.orderNumber);
    if (now?.pickupStatus === to) return now;
    throw conflict(`Order ${row.orderNumber} changed meanwhile; try again`);
  }

  return {
    async list(storeId: string) {
      const store = await storeOrThrow(storeId);
      const rows = await deps.orders.pickupsOfStore(storeId);
      return { storeId, storeName: store.name, orders: rows.map(toPickupOrder) };
    },

    /** waiting → ready, and the ready-for-pickup e-mail queued with it; ready already: nothing more (no second e-mail). */
    async markReady(storeId: string, code: string): Promise<PickupOrder> {
      const store = await storeOrThrow(storeId);
      const row = await pickupOrder(storeId, code);
      if (row.pickupStatus !== 'waiting') return toPickupOrder(row);
      const ready = await step(row, 'waiting', 'ready', async (tx, moved) => {
        await deps.outbox.enqueue(tx, readyEmail(moved, store));
        return moved;
      });
      return toPickupOrder(ready);
    },

    /**
     * ready → collected at the counter, by the scanned code: the card payment is captured (as shipping does for a
     * delivered order) and the order becomes delivered. Collected already: answered as it is.
     */
    async collect(storeId: string, code: string): Promise<PickupOrder> {
      await storeOrThrow(storeId);
      const row = await pickupOrder(storeId, code);
      if (row.pickupStatus === 'collected') return toPickupOrder(row);
      if (row.pickupStatus !== 'ready') throw conflict(`Order ${row.orderNumber} is not ready for pickup yet: mark it ready first`);
      if (row.status === 'paid' && row.paymentId) await deps.payments.capture(row.paymentId);
      const collected = await step(row, 'ready', 'collected', async (tx, moved) => {
        const handedOver = await deps.orders.transition(tx, moved, 'shipped');
        return deps.orders.transition(tx, handedOver, 'delivered');
      });
      return toPickupOrder(collected);
    },
  };
}

export type PickupCounter = ReturnType<typeof createPickupCounter>;
