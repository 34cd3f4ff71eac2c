/**
 * Sizes are stored as canonical keys (EU numbers for shoes, lower-case letters for apparel) and shown in the size
 * system of the shopper's locale: UK in the UK, US in the US and Canada, EU elsewhere; letters for apparel everywhere.
 */
import { LOCALES, type Language, type LocaleCode } from '@sf/remote-contract';
import type { SizeChartId } from './index-records';
import { localised, type Words } from './vocabulary/languages';

export type SizeSystem = 'UK' | 'EU' | 'US' | 'LETTER';

/** One shoe size across systems: [EU key, UK, US, foot length in cm]. */
type ShoeRow = readonly [string, string, string, string];
/** One letter size: [key, chest cm, waist cm]. */
type ApparelRow = readonly [string, string, string];

const SHOE_ROWS: Record<Exclude<SizeChartId, 'apparel'>, readonly ShoeRow[]> = {
  'women-shoes': [
    ['36', '3', '5.5', '23'],
    ['37', '4', '6.5', '23.5'],
    ['38', '5', '7.5', '24'],
    ['39', '6', '8.5', '25'],
    ['40', '6.5', '9', '25.5'],
    ['41', '7.5', '10', '26'],
    ['42', '8', '10.5', '27'],
  ],
  'men-shoes': [
    ['40', '6.5', '7.5', '25.5'],
    ['41', '7', '8', '26'],
    ['42', '8', '9', '26.5'],
    ['43', '9', '10', '27.5'],
    ['44', '9.5', '10.5', '28'],
    ['45', '10.5', '11.5', '29'],
    ['46', '11', '12', '29.5'],
  ],
  'kids-shoes': [
    ['28', '10', '11', '17.5'],
    ['29', '11', '12', '18'],
    ['30', '11.5', '12.5', '18.5'],
    ['31', '12.5', '13.5', '19.5'],
    ['32', '13', '1', '20'],
    ['33', '1', '2', '20.5'],
    ['34', '2', '3', '21.5'],
    ['35', '2.5', '3.5', '22'],
  ],
};
const APPAREL_ROWS: readonly ApparelRow[] = [
  ['xs', '82–86', '66–70'],
  ['s', '87–93', '71–77'],
  ['m', '94–100', '78–84'],
  ['l', '101–107', '85–91'],
  ['xl', '108–114', '92–98'],
  ['xxl', '115–121', '99–105'],
];

export const SIZE_CHART_IDS: readonly SizeChartId[] = ['women-shoes', 'men-shoes', 'kids-shoes', 'apparel'];

/** Canonical size keys a chart offers, smallest first. */
export function sizeKeysOf(chart: SizeChartId): string[] {
  return chart === 'apparel' ? APPAREL_ROWS.map((row) => row[0]) : SHOE_ROWS[chart].map((row) => row[0]);
}

export function sizeSystemOf(locale: LocaleCode, chart: SizeChartId): SizeSystem {
  if (chart === 'apparel') return 'LETTER';
  if (locale === 'uk-en') return 'UK';
  const { country } = LOCALES[locale];
  return country === 'US' || country === 'CA' ? 'US' : 'EU';
}

/** The size as a shopper reads it; an unknown key is shown as stored rather than breaking the page. */
export function sizeLabel(chart: SizeChartId, key: string, system: SizeSystem): string {
  if (chart === 'apparel' || system === 'LETTER') return key.toUpperCase();
  const row = SHOE_ROWS[chart].find((candidate) => candidate[0] === key);
  if (!row) return key;
  return system === 'EU' ? row[0] : system === 'UK' ? row[1] : row[2];
}

/** Sort position of a size key within its chart (size facets list sizes in this order). */
export function sizeOrder(chart: SizeChartId, key: string): number {
  return SIZE_ORDER[chart].get(key) ?? Number.MAX_SAFE_INTEGER;
}
const SIZE_ORDER = Object.fromEntries(SIZE_CHART_IDS.map((chart) => [chart, new Map(sizeKeysOf(chart).map((key, index) => [key, index]))])) as Record<
  SizeChartId,
  Map<string, number>
>;

const TITLES: Record<SizeChartId, Words> = {
  'women-shoes': ["Women's shoes", 'Damenschuhe', 'Chaussures femme', 'Scarpe donna', 'Zapatos de mujer', 'Damesschoenen', 'Buty damskie', 'Sapatos de mulher'],
  'men-shoes': ["Men's shoes", 'Herrenschuhe', 'Chaussures homme', 'Scarpe uomo', 'Zapatos de hombre', 'Herenschoenen', 'Buty męskie', 'Sapatos de homem'],
  'kids-shoes': [
    "Kids' shoes",
    'Kinderschuhe',
    'Chaussures enfant',
    'Scarpe bambino',
    'Zapatos de niños',
    'Kinderschoenen',
    'Buty dziecięce',
    'Sapatos de criança',
  ],
  apparel: ['Clothing', 'Bekleidung', 'Vêtements', 'Abbigliamento', 'Ropa', 'Kleding', 'Odzież', 'Vestuário'],
};
const COLUMNS = {
  footLength: localised([
    'Foot length (cm)',
    'Fußlänge (cm)',
    'Longueur du pied (cm)',
    'Lunghezza piede (cm)',
    'Longitud del pie (cm)',
    'Voetlengte (cm)',
    'Długość stopy (cm)',
    'Comprimento do pé (cm)',
  ]),
  size: localised(['Size', 'Größe', 'Taille', 'Taglia', 'Talla', 'Maat', 'Rozmiar', 'Tamanho']),
  chest: localised([
    'Chest (cm)',
    'Brustumfang (cm)',
    'Tour de poitrine (cm)',
    'Torace (cm)',
    'Pecho (cm)',
    'Borstomvang (cm)',
    'Obwód klatki (cm)',
    'Peito (cm)',
  ]),
  waist: localised([
    'Waist (cm)',
    'Taillenumfang (cm)',
    'Tour de taille (cm)',
    'Vita (cm)',
    'Cintura (cm)',
    'Tailleomvang (cm)',
    'Obwód talii (cm)',
    'Cintura (cm)',
  ]),
};

export interface SizeChartTable {
  id: SizeChartId;
  title: string;
  columns: string[];
  rows: string[][];
}

/** A conversion table with headings in `language`; shoe rows list the locale's own system first. */
export function sizeChartTable(chart: SizeChartId, language: Language, first: SizeSystem = 'EU'): SizeChartTable {
  const title = localised(TITLES[chart])[language];
  if (chart === 'apparel') {
    return {
      id: chart,
      title,
      columns: [COLUMNS.size[language], COLUMNS.chest[language], COLUMNS.waist[language]],
      rows: APPAREL_ROWS.map(([key, chest, waist]) => [key.toUpperCase(), chest, waist]),
    };
  }
  const systems: Array<'EU' | 'UK' | 'US'> = ['EU', 'UK', 'US'];
  const ordered = first === 'LETTER' ? systems : [first as 'EU' | 'UK' | 'US', ...systems.filter((system) => system !== first)];
  const cell = (row: ShoeRow, system: 'EU' | 'UK' | 'US') => (system === 'EU' ? row[0] : system === 'UK' ? row[1] : row[2]);
  return {
    id: chart,
    title,
    columns: [...ordered, COLUMNS.footLength[language]],
    rows: SHOE_ROWS[chart].map((row) => [...ordered.map((system) => cell(row, system)), row[3]]),
  };
}
