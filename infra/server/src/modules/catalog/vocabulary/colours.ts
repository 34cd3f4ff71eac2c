/** Colourway codes, swatch colours and names per language (en de fr it es nl pl pt). */
import { labelTable, type Words } from './languages';

const COLOUR_TABLE = {
  tan: ['#b5835a', ['Tan', 'Hellbraun', 'Fauve', 'Cuoio', 'Camel', 'Cognac', 'Jasnobrązowy', 'Castanho-claro']],
  black: ['#1f1f1f', ['Black', 'Schwarz', 'Noir', 'Nero', 'Negro', 'Zwart', 'Czarny', 'Preto']],
  brown: ['#5b3a29', ['Brown', 'Braun', 'Marron', 'Marrone', 'Marrón', 'Bruin', 'Brązowy', 'Castanho']],
  olive: ['#5a6b3a', ['Olive', 'Oliv', 'Olive', 'Oliva', 'Oliva', 'Olijf', 'Oliwkowy', 'Azeitona']],
  navy: ['#1f2f4f', ['Navy', 'Marineblau', 'Bleu marine', 'Blu navy', 'Azul marino', 'Marineblauw', 'Granatowy', 'Azul-marinho']],
  grey: ['#8a8d91', ['Grey', 'Grau', 'Gris', 'Grigio', 'Gris', 'Grijs', 'Szary', 'Cinzento']],
  white: ['#f1f0ec', ['White', 'Weiß', 'Blanc', 'Bianco', 'Blanco', 'Wit', 'Biały', 'Branco']],
  red: ['#b23a3a', ['Red', 'Rot', 'Rouge', 'Rosso', 'Rojo', 'Rood', 'Czerwony', 'Vermelho']],
  sand: ['#d8c7a0', ['Sand', 'Sand', 'Sable', 'Sabbia', 'Arena', 'Zand', 'Piaskowy', 'Areia']],
  forest: ['#2f4f3a', ['Forest green', 'Waldgrün', 'Vert forêt', 'Verde bosco', 'Verde bosque', 'Bosgroen', 'Leśna zieleń', 'Verde floresta']],
  burgundy: ['#6d2033', ['Burgundy', 'Bordeaux', 'Bordeaux', 'Bordeaux', 'Burdeos', 'Bordeaux', 'Bordowy', 'Bordô']],
  blue: ['#3a6bb2', ['Blue', 'Blau', 'Bleu', 'Blu', 'Azul', 'Blauw', 'Niebieski', 'Azul']],
  ochre: ['#c8902e', ['Ochre', 'Ocker', 'Ocre', 'Ocra', 'Ocre', 'Oker', 'Ochra', 'Ocre']],
  orange: ['#d2691e', ['Orange', 'Orange', 'Orange', 'Arancione', 'Naranja', 'Oranje', 'Pomarańczowy', 'Laranja']],
  teal: ['#2a7a7a', ['Teal', 'Petrol', 'Bleu canard', 'Verde petrolio', 'Verde azulado', 'Petrol', 'Morski', 'Azul-petróleo']],
} as const satisfies Record<string, readonly [string, Words]>;

export type ColourCode = keyof typeof COLOUR_TABLE;
export const COLOUR_CODES = Object.keys(COLOUR_TABLE) as ColourCode[];
export const COLOUR_HEX = Object.fromEntries(COLOUR_CODES.map((code) => [code, COLOUR_TABLE[code][0]])) as Record<ColourCode, string>;
export const COLOUR_NAMES = labelTable(Object.fromEntries(COLOUR_CODES.map((code) => [code, COLOUR_TABLE[code][1]])) as Record<ColourCode, Words>);

export const isColourCode = (code: string): code is ColourCode => Object.hasOwn(COLOUR_TABLE, code);
