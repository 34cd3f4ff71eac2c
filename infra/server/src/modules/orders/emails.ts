/**
 * E-mails rendered at the moment they are queued (HTML + plain text, in the order's language), so the outbox holds
 * exactly what the shopper received. Every interpolated value is HTML-escaped.
 */
import type { Order } from '@sf/contracts';
import { emailDocument, escapeHtml, type NewOutboxMessage } from '../outbox';
import type { OrderTexts } from './texts';

export function confirmationEmail(order: Order, texts: OrderTexts, orderUrl: string): NewOutboxMessage {
  const { t, money } = texts;
  const c = (key: string, values?: Record<string, string>) => t(`email.confirmation.${key}`, values);
  const currency = order.totals.currency;
  const subject = c('subject', { orderNumber: order.orderNumber });
  const name = order.billingAddress.firstName;
  const itemLine = (item: Order['items'][number]) =>
    `${item.quantity} × ${item.name}${item.giftCard ? '' : ` (${c('size')} ${item.size}, ${item.colour})`} — ${money(item.lineTotal.amount, currency)}`;
  const totals: Array<[string, number]> = [
    [c('subtotal'), order.totals.totalWithoutTaxAfterDiscount],
    [c('shipping'), order.totals.shipping],
    [c('tax'), order.totals.merchandiseTotalTax],
    [c('total'), order.totals.total],
  ];
  const payments = order.paymentMethod.map(
    (method) =>
      `${t(`payment.${method.code}`)}${method.additionalData.label ? ` ${method.additionalData.label}` : ''}: ${money(method.additionalData.amount, currency)}`,
  );
  const address = order.shippingAddress;
  const addressLines = [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2 ?? '',
    `${address.postalCode} ${address.city}${address.region ? `, ${address.region}` : ''}`,
    address.country,
  ].filter(Boolean);
  const hasGiftCards = order.items.some((item) => item.giftCard);

  const text = [
    c('greeting', { name }),
    '',
    c('intro'),
    '',
    `${c('orderNumber')}: ${order.orderNumber}`,
    '',
    `${c('items')}:`,
    ...order.items.map((item) => `- ${itemLine(item)}`),
    '',
    ...totals.map(([label, amount]) => `${label}: ${money(amount, currency)}`),
    '',
    `${c('paidWith')}:`,
    ...payments.map((line) => `- ${line}`),
    '',
    `${c('shipTo')}:`,
    ...addressLines,
    ...(hasGiftCards ? ['', c('giftCards')] : []),
    '',
    `${c('viewOrder')}: ${orderUrl}`,
    '',
    c('footer'),
  ].join('\n');

  const html = emailDocument(
    subject,
    `<p>${escapeHtml(c('greeting', { name }))}</p><p>${escapeHtml(c('intro'))}</p>` +
      `<p><strong>${escapeHtml(c('orderNumber'))}:</strong> ${escapeHtml(order.orderNumber)}</p>` +
      `<h2 style="font-size:18px">${escapeHtml(c('items'))}</h2><ul>${order.items.map((item) => `<li>${escapeHtml(itemLine(item))}</li>`).join('')}</ul>` +
      `<table role="presentation" style="width:100%;border-collapse:collapse">${totals
        .map(
          ([label, amount], index) =>
            `<tr${index === totals.length - 1 ? ' style="font-weight:bold"' : ''}><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(money(amount, currency))}</td></tr>`,
        )
        .join('')}</table>` +
      `<h2 style="font-size:18px">${escapeHtml(c('paidWith'))}</h2><ul>${payments.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<h2 style="font-size:18px">${escapeHtml(c('shipTo'))}</h2><p>${addressLines.map(escapeHtml).join('<br>')}</p>` +
      (hasGiftCards ? `<p>${escapeHtml(c('giftCards'))}</p>` : '') +
      `<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(c('viewOrder'))}</a></p><p style="color:#555">${escapeHtml(c('footer'))}</p>`,
  );
  return { kind: 'order_confirmation', to: order.billingAddress.email, subject, html, text, locale: order.locale, orderNumber: order.orderNumber };
}

export interface GiftCardEmailInput {
  recipientEmail: string;
  recipientName: string;
  senderName: string;
  message: string;
  number: string;
  pin: string;
  amount: number;
  currency: Order['totals']['currency'];
}

export function giftCardEmail(card: GiftCardEmailInput, texts: OrderTexts, order: Pick<Order, 'orderNumber' | 'locale'>): NewOutboxMessage {
  const g = (key: string, values?: Record<string, string>) => texts.t(`email.giftCard.${key}`, values);
  const subject = g('subject', { senderName: card.senderName });
  const number = card.number.replace(/(\d{4})(?=\d)/g, '$1 ');
  const lines = [
    g('greeting', { name: card.recipientName }),
    '',
    g('intro', { senderName: card.senderName, amount: texts.money(card.amount, card.currency) }),
    ...(card.message ? ['', `“${card.message}”`] : []),
    '',
    `${g('number')}: ${number}`,
    `${g('pin')}: ${card.pin}`,
    '',
    g('howTo'),
  ];
  const html = emailDocument(
    subject,
    lines
      .filter((line) => line !== '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
  );
  return { kind: 'gift_card', to: card.recipientEmail, subject, html, text: lines.join('\n'), locale: order.locale, orderNumber: order.orderNumber };
}
