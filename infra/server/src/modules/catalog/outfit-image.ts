/** The shop-the-look picture: each product's silhouette in its first colour on a 2 × 2 grid, matching slotPosition. */
import { escapeXml, silhouetteSvg } from './product-image';
import type { Silhouette } from './vocabulary/kinds';

export interface OutfitPiece {
  hex: string;
  silhouette: Silhouette;
}

const CELL = { width: 420, height: 320 };

export function renderOutfitSvg(title: string, pieces: readonly OutfitPiece[]): string {
  const name = escapeXml(title);
  const cells = pieces.slice(0, 4).map((piece, slot) => {
    const x = (slot % 2) * CELL.width;
    const y = slot < 2 ? 0 : CELL.height;
    return `<g transform="translate(${x} ${y})">${silhouetteSvg(piece)}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CELL.width * 2} ${CELL.height * 2}" width="${CELL.width * 2}" height="${CELL.height * 2}" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<rect width="${CELL.width * 2}" height="${CELL.height * 2}" fill="#efece4"/>`,
    ...cells,
    '</svg>',
  ].join('');
}
