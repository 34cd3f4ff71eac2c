/**
 * The printable return label (A4 PDF): the shopper's and the returns centre's addresses, the order number, the items
 * and a Code 39 barcode of the return reference. pdf-lib writes the PDF with embedded Unicode fonts (so "Łódź" and
 * "Дмитрий" print as written) and bwip-js draws the barcode; both replaced hand-made parts that lost every letter
 * outside Latin-1.
 */
import fontkit from '@pdf-lib/fontkit';
import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Order } from '@sf/contracts';
import { labelFonts } from './label-fonts';
import type { OrderTexts } from './texts';

const A4 = { width: 595, height: 842 } as const;
const RETURNS_CENTRES: Readonly<Record<string, readonly string[]>> = {
  'eu-dc': ['Logistiekweg 12', '5928 LL Venlo', 'Netherlands'],
  'us-dc': ['4400 Logistics Parkway', 'Columbus, OH 43217', 'United States'],
};

/** Greedy word wrap to a width in points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  return current ? [...lines, current] : lines;
}

export const returnReferenceOf = (orderNumber: string) => `R${orderNumber}`;

export async function renderReturnLabel(order: Order, warehouseId: string, carrier: string, texts: OrderTexts): Promise<Buffer> {
  const { t } = texts;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const title = `${t('returnLabel.title')} ${order.orderNumber}`;
  doc.setTitle(title);
  doc.setProducer('storefront');
  const { regular: regularFile, bold: boldFile } = labelFonts();
  const regular = await doc.embedFont(regularFile, { subset: true });
  const bold = await doc.embedFont(boldFile, { subset: true });
  const page: PDFPage = doc.addPage([A4.width, A4.height]);
  const text = (x: number, y: number, size: number, value: string, strong = false): void => {
    page.drawText(value, { x, y, size, font: strong ? bold : regular });
  };

  const left = 60;
  let y = A4.height - 80;
  page.drawRectangle({ x: 40, y: 330, width: A4.width - 80, height: A4.height - 370, borderColor: rgb(0, 0, 0), borderWidth: 1, borderDashArray: [6, 4] });
  text(left, y, 22, t('returnLabel.title'), true);
  text(A4.width - 200, y, 11, `${t('returnLabel.orderNumber')}: ${order.orderNumber}`);
  y -= 40;

  const address = order.shippingAddress;
  const from = [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    ...(address.addressLine2 ? [address.addressLine2] : []),
    `${address.postalCode} ${address.city}${address.region ? `, ${address.region}` : ''}`,
    address.country,
  ];
  const to = [t('returnLabel.returnsCentre'), ...(RETURNS_CENTRES[warehouseId] ?? RETURNS_CENTRES['eu-dc'] ?? [])];
  text(left, y, 10, t('returnLabel.from').toUpperCase(), true);
  text(310, y, 10, t('returnLabel.to').toUpperCase(), true);
  for (const [index, line] of from.entries()) text(left, y - 16 - index * 14, 11, line);
  for (const [index, line] of to.entries()) text(310, y - 18 - index * 18, 14, line, index === 0);
  y -= 130;

  page.drawLine({ start: { x: left, y }, end: { x: A4.width - 60, y }, thickness: 0.5 });
  y -= 30;
  const reference = returnReferenceOf(order.orderNumber);
  // Two pixels per module at 3× scale: crisp when printed, the human-readable line is our own text below it.
  const barcode = await doc.embedPng(
    await bwipjs.toBuffer({ bcid: 'code39', text: reference, scale: 3, height: 20, includetext: false, paddingwidth: 0, paddingheight: 0 }),
  );
  const width = Math.min(A4.width - 2 * left, barcode.width / 2);
  const height = 70;
  page.drawImage(barcode, { x: (A4.width - width) / 2, y: y - height, width, height });
  text((A4.width - regular.widthOfTextAtSize(reference, 12)) / 2, y - 88, 12, reference);
  text(left, y - 110, 10, `${t('returnLabel.reference')}: ${reference}  ·  ${carrier}`);
  y -= 140;

  text(left, y, 11, t('returnLabel.items'), true);
  const returnable = order.items.filter((item) => !item.giftCard);
  for (const [index, item] of returnable.slice(0, 8).entries())
    text(left, y - 16 - index * 14, 10, `${item.quantity} × ${item.name} — ${item.size}, ${item.colour}`);
  if (returnable.length > 8) text(left, y - 16 - 8 * 14, 10, `+ ${returnable.length - 8}`);
  for (const [index, line] of wrap(t('returnLabel.instructions', { carrier }), regular, 9, A4.width - 2 * left).entries())
    text(left, 300 - index * 12, 9, line);
  return Buffer.from(await doc.save());
}
