/**
 * Code 39 barcodes as bar rectangles, so a PDF can draw them without fonts or images. Each character is nine
 * elements (bar, space, bar, …), three of them wide; characters are separated by a narrow space and the value is
 * framed by the `*` start/stop character. Order numbers are upper-case letters and digits, all in the set.
 */
const PATTERNS: Readonly<Record<string, string>> = {
  '0': '000110100', '1': '100100001', '2': '001100001', '3': '101100000', '4': '000110001',
  '5': '100110000', '6': '001110000', '7': '000100101', '8': '100100100', '9': '001100100',
  A: '100001001', B: '001001001', C: '101001000', D: '000011001', E: '100011000', F: '001011000',
  G: '000001101', H: '100001100', I: '001001100', J: '000011100', K: '100000011', L: '001000011',
  M: '101000010', N: '000010011', O: '100010010', P: '001010010', Q: '000000111', R: '100000110',
  S: '001000110', T: '000010110', U: '110000001', V: '011000001', W: '111000000', X: '010010001',
  Y: '110010000', Z: '011010000', '-': '010000101', '.': '110000100', ' ': '011000100', '*': '010010100',
  $: '010101000', '/': '010100010', '+': '010001010', '%': '000101010',
};

/** Wide elements are three times the narrow width (the spec allows 2–3; 3 reads best). */
export const WIDE_RATIO = 3;

export interface Bar {
  /** Offset from the start, in narrow-element units. */
  x: number;
  width: number;
}

export function isCode39Encodable(value: string): boolean {
  return [...value].every((char) => char !== '*' && PATTERNS[char] !== undefined);
}

/** Bars of `*value*`, in narrow units; the total width is the end of the last bar. */
export function code39Bars(value: string): Bar[] {
  if (!isCode39Encodable(value)) throw new Error(`Code 39 cannot encode ${JSON.stringify(value)}`);
  const bars: Bar[] = [];
  let x = 0;
  for (const char of `*${value}*`) {
    const pattern = PATTERNS[char]!;
    for (let i = 0; i < 9; i += 1) {
      const width = pattern[i] === '1' ? WIDE_RATIO : 1;
      if (i % 2 === 0) bars.push({ x, width });
      x += width;
    }
    x += 1; // inter-character gap
  }
  return bars;
}

/** Reads bars back into text (tests use it to prove the drawn label scans). */
export function decodeCode39(bars: readonly Bar[]): string {
  const byPattern = new Map(Object.entries(PATTERNS).map(([char, pattern]) => [pattern, char]));
  let text = '';
  for (let start = 0; start + 5 <= bars.length; start += 5) {
    let pattern = '';
    for (let i = 0; i < 5; i += 1) {
      const bar = bars[start + i]!;
      pattern += bar.width > 1 ? '1' : '0';
      const next = bars[start + i + 1];
      if (i < 4 && next) pattern += next.x - (bar.x + bar.width) > 1 ? '1' : '0';
    }
    const char = byPattern.get(pattern);
    if (char === undefined) throw new Error(`Unreadable Code 39 character at bar ${start}`);
    text += char;
  }
  if (!text.startsWith('*') || !text.endsWith('*')) throw new Error('Code 39 start/stop character missing');
  return text.slice(1, -1);
}
