/**
 * The label's fonts: DejaVu Sans (regular and bold, from the dejavu-fonts-ttf package), embedded as subsets so a
 * label carries only the glyphs it uses. It covers Latin (Polish, Czech, Turkish…), Greek and Cyrillic, which the
 * PDF standard fonts (WinAnsi only) cannot draw. The files are read once per process.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;

export function labelFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
