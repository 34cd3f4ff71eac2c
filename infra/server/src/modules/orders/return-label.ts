/**
 * The printable return label: a hand-written PDF with the shopper's and the returns centre's addresses, the order
 * number, the items and a Code 39 barcode of the return reference drawn as rectangles (scannable without fonts).
 */
import type { Order } from '@sf/contracts';
import { code39Bars } from './code39';
import { A4, PdfPage, renderPdf } from './pdf';
import type { OrderTexts } from './texts';

const RETURNS_CENTRES: Readonly<Record<string, readonly string[]>> = {
  'eu-dc': ['Logistiekweg 12', '5928 LL Venlo', 'Netherlands'],
  'us-dc': ['4400 Logistics Parkway', 'Columbus, OH 43217', 'United States'],
};

/** Greedy word wrap by character count (Helvetica at 9 pt fits about 95 per line here). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return current ? [...lines, current] : lines;
}

export const returnReferenceOf = (orderNumber: string) => `R${orderNumber}`;

export function renderReturnLabel(order: Order, warehouseId: string, carrier: string, texts: OrderTexts): Buffer {
  const { t } = texts;
  const page = new PdfPage();
  const left = 60;
  let y = A4.height - 80;
  page.frame(40, 330, A4.width - 80, A4.height - 370, true);
  page.text(left, y, 22, t('returnLabel.title'), true);
  page.text(A4.width - 200, y, 11, `${t('returnLabel.orderNumber')}: ${order.orderNumber}`);
  y -= 40;

  const address = order.shippingAddress;
  const from = [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    ...(address.addressLine2 ? [address.addressLine2] : []),
    `${address.postalCode} ${address.city}${address.region ? `, ${address.region}` : ''}`,
    address.country,
  ];
  const to = [t('returnLabel.returnsCentre'), ...(RETURNS_CENTRES[warehouseId] ?? RETURNS_CENTRES['eu-dc']!)];
  page.text(left, y, 10, t('returnLabel.from').toUpperCase(), true);
  page.text(310, y, 10, t('returnLabel.to').toUpperCase(), true);
  from.forEach((line, index) => page.text(left, y - 16 - index * 14, 11, line));
  to.forEach((line, index) => page.text(310, y - 18 - index * 18, 14, line, index === 0));
  y -= 130;

  page.line(left, y, A4.width - 60, y);
  y -= 30;
  const reference = returnReferenceOf(order.orderNumber);
  const bars = code39Bars(reference);
  const units = Math.max(...bars.map((bar) => bar.x + bar.width));
  const narrow = Math.min(1.6, (A4.width - 2 * left) / units);
  const barsLeft = (A4.width - units * narrow) / 2;
  for (const bar of bars) page.rect(barsLeft + bar.x * narrow, y - 70, bar.width * narrow, 70);
  page.text(A4.width / 2 - reference.length * 4, y - 88, 12, reference);
  page.text(left, y - 110, 10, `${t('returnLabel.reference')}: ${reference}  ·  ${carrier}`);
  y -= 140;

  page.text(left, y, 11, t('returnLabel.items'), true);
  const returnable = order.items.filter((item) => !item.giftCard);
  returnable.slice(0, 8).forEach((item, index) => page.text(left, y - 16 - index * 14, 10, `${item.quantity} × ${item.name} — ${item.size}, ${item.colour}`));
  if (returnable.length > 8) page.text(left, y - 16 - 8 * 14, 10, `+ ${returnable.length - 8}`);
  wrap(t('returnLabel.instructions', { carrier }), 95).forEach((line, index) => page.text(left, 300 - index * 12, 9, line));
  return renderPdf([page], `${t('returnLabel.title')} ${order.orderNumber}`);
}
