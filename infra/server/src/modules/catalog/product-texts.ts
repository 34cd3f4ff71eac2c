/** Product names and descriptions in every language, from the kind's translated words and the attribute labels. */
import { LANGUAGES, type Language } from '@sf/remote-contract';
import { ATTRIBUTE_HEADINGS, CARE, FEATURES, FITS, MATERIALS, type CareCode, type FeatureCode, type FitCode, type MaterialCode } from './vocabulary/attributes';
import { localised, type Words } from './vocabulary/languages';

/** Languages that put the type word before the model name ("Chaussure de randonnée Ridge"). */
const TYPE_FIRST: ReadonlySet<Language> = new Set<Language>(['fr', 'it', 'es', 'pt', 'pl']);

export interface ProductWording {
  model: string;
  /** e.g. " II": a mark that tells later generations of a model apart. */
  mark: string;
  type: Words;
  description: Words;
  material: MaterialCode;
  fit: FitCode;
  care: CareCode;
  features: readonly FeatureCode[];
}

export function productName(wording: Pick<ProductWording, 'model' | 'mark' | 'type'>, language: Language): string {
  const type = localised(wording.type)[language];
  const model = `${wording.model}${wording.mark}`;
  return TYPE_FIRST.has(language) ? `${type} ${model}` : `${model} ${type}`;
}

export function productDescription(wording: ProductWording, language: Language): string {
  const heading = ATTRIBUTE_HEADINGS;
  // French typography puts a (non-breaking) space before the colon.
  const colon = language === 'fr' ? '\u00a0: ' : ': ';
  const sentences = [
    localised(wording.description)[language],
    `${heading.material[language]}${colon}${MATERIALS[wording.material][language]}.`,
    `${heading.fit[language]}${colon}${FITS[wording.fit][language]}.`,
  ];
  if (wording.features.length > 0)
    sentences.push(`${heading.features[language]}${colon}${wording.features.map((code) => FEATURES[code][language]).join(', ')}.`);
  sentences.push(`${heading.care[language]}${colon}${CARE[wording.care][language]}.`);
  return sentences.join(' ');
}

export function productTexts(wording: ProductWording): Array<{ language: Language; name: string; description: string }> {
  return LANGUAGES.map((language) => ({ language, name: productName(wording, language), description: productDescription(wording, language) }));
}
