/**
 * Reads back what a shopper's PDF shows, for tests: its text (pdf.js, as a viewer extracts it) and the Code 39
 * barcode of its first image, decoded from the pixels of a scan line as a scanner would.
 */
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Code 39: nine elements per character (bar, space, …), 1 = wide; the reference table, independent of the printer. */
const CODE39: Readonly<Record<string, string>> = {
  '0': '000110100',
  '1': '100100001',
  '2': '001100001',
  '3': '101100000',
  '4': '000110001',
  '5': '100110000',
  '6': '001110000',
  '7': '000100101',
  '8': '100100100',
  '9': '001100100',
  A: '100001001',
  B: '001001001',
  C: '101001000',
  D: '000011001',
  E: '100011000',
  F: '001011000',
  G: '000001101',
  H: '100001100',
  I: '001001100',
  J: '000011100',
  K: '100000011',
  L: '001000011',
  M: '101000010',
  N: '000010011',
  O: '100010010',
  P: '001010010',
  Q: '000000111',
  R: '100000110',
  S: '001000110',
  T: '000010110',
  U: '110000001',
  V: '011000001',
  W: '111000000',
  X: '010010001',
  Y: '110010000',
  Z: '011010000',
  '-': '010000101',
  '.': '110000100',
  ' ': '011000100',
  '*': '010010100',
};

async function firstPage(bytes: Uint8Array) {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  return document.getPage(1);
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const content = await (await firstPage(bytes)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

/** Widths of the dark and light runs across the middle row of the first image, from the first dark pixel. */
async function scanLine(bytes: Uint8Array): Promise<number[]> {
  const page = await firstPage(bytes);
  const operators = await page.getOperatorList();
  const index = operators.fnArray.indexOf(OPS.paintImageXObject);
  if (index < 0) throw new Error('the PDF has no image');
  const name = (operators.argsArray[index] as [string])[0];
  const image = (await new Promise((resolve) => page.objs.get(name, resolve))) as { width: number; height: number; data: Uint8ClampedArray };
  const channels = image.data.length / (image.width * image.height);
  const row = Math.floor(image.height / 2) * image.width;
  // RGBA with a transparent background (bwip-js): a pixel is dark when it is opaque and black.
  const dark = (x: number) => {
    const at = (row + x) * channels;
    return (image.data[at] ?? 255) < 128 && (channels < 4 || (image.data[at + 3] ?? 0) > 128);
  };
  const runs: number[] = [];
  let x = 0;
  while (x < image.width && !dark(x)) x += 1;
  while (x < image.width) {
    const colour = dark(x);
    let length = 0;
    while (x < image.width && dark(x) === colour) {
      x += 1;
      length += 1;
    }
    runs.push(length);
  }
  if (runs.length % 2 === 0) runs.pop(); // trailing quiet zone
  return runs;
}

export async function pdfCode39(bytes: Uint8Array): Promise<string> {
  const runs = await scanLine(bytes);
  const narrow = Math.min(...runs);
  const byPattern = new Map(Object.entries(CODE39).map(([char, pattern]) => [pattern, char]));
  let text = '';
  for (let start = 0; start + 9 <= runs.length; start += 10) {
    const pattern = runs
      .slice(start, start + 9)
      .map((width) => (width > narrow * 1.5 ? '1' : '0'))
      .join('');
    const char = byPattern.get(pattern);
    if (char === undefined) throw new Error(`unreadable Code 39 character at element ${start}`);
    text += char;
  }
  if (!text.startsWith('*') || !text.endsWith('*')) throw new Error('Code 39 start/stop character missing');
  return text.slice(1, -1);
}
