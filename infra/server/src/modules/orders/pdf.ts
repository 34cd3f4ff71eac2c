/**
 * A minimal PDF 1.4 writer: one or more A4 pages of Helvetica text, lines and filled rectangles. Enough for a
 * printable label without a dependency. Text is WinAnsi (Latin-1): letters outside it lose their accents, and
 * anything else becomes "?", which the built-in fonts could not draw anyway.
 */
export const A4 = { width: 595, height: 842 } as const;

/** Latin-1 text for a PDF string literal, with ( ) \ escaped. */
export function pdfText(value: string): string {
  const latin1 = [...value]
    .map((char) => (char.charCodeAt(0) <= 0xff ? char : char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')))
    .map((char) => (char.length === 1 && char.charCodeAt(0) <= 0xff ? char : char === 'ł' ? 'l' : char === 'Ł' ? 'L' : '?'))
    .join('');
  return latin1.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n]+/g, ' ');
}

/** Builds one page's content stream. Coordinates are points from the bottom-left corner. */
export class PdfPage {
  private readonly ops: string[] = [];

  text(x: number, y: number, size: number, value: string, bold = false): this {
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${pdfText(value)}) Tj ET`);
    return this;
  }

  rect(x: number, y: number, width: number, height: number): this {
    this.ops.push(`${fmt(x)} ${fmt(y)} ${fmt(width)} ${fmt(height)} re f`);
    return this;
  }

  /** Stroked rectangle; `dash` draws the cut-along border. */
  frame(x: number, y: number, width: number, height: number, dash = false): this {
    this.ops.push(`q ${dash ? '[6 4] 0 d ' : ''}1 w ${x} ${y} ${width} ${height} re S Q`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number): this {
    this.ops.push(`q 0.5 w ${x1} ${y1} m ${x2} ${y2} l S Q`);
    return this;
  }

  content(): string {
    return this.ops.join('\n');
  }
}

const fmt = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** Serialises pages into a complete PDF with a correct cross-reference table. */
export function renderPdf(pages: readonly PdfPage[], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) ;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  const firstPage = 5;
  const kids = pages.map((_, index) => `${firstPage + index * 2} 0 R`).join(' ');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  for (const [index, page] of pages.entries()) {
    const content = page.content();
    add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + index * 2 + 1} 0 R >>`);
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  }
  add(`<< /Title (${pdfText(title)}) /Producer (storefront) >>`);
  const infoRef = objects.length;

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoRef} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
