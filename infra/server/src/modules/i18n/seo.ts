/** Default SEO title and description per brand and language (page-specific titles are set by the edge per route). */
import { BRANDS, type BrandKey, type Language } from '@sf/remote-contract';

const RANGES: Record<BrandKey, Record<Language, string>> = {
  northbound: {
    en: 'boots and outdoor footwear',
    de: 'Stiefel und Outdoor-Schuhe',
    fr: 'bottes et chaussures outdoor',
    it: 'stivali e calzature outdoor',
    es: 'botas y calzado de montaña',
    nl: 'laarzen en outdoorschoenen',
    pl: 'buty i obuwie outdoorowe',
    pt: 'botas e calçado outdoor',
  },
  kerbside: {
    en: 'sneakers and skate shoes',
    de: 'Sneaker und Skateschuhe',
    fr: 'baskets et chaussures de skate',
    it: 'sneakers e scarpe da skate',
    es: 'zapatillas y calzado de skate',
    nl: 'sneakers en skateschoenen',
    pl: 'sneakersy i buty deskorolkowe',
    pt: 'sapatilhas e calçado de skate',
  },
  fieldwear: {
    en: 'outdoor clothing and rainwear',
    de: 'Outdoor-Bekleidung und Regenjacken',
    fr: 'vêtements outdoor et vestes de pluie',
    it: 'abbigliamento outdoor e giacche antipioggia',
    es: 'ropa de montaña y chaquetas impermeables',
    nl: 'outdoorkleding en regenjassen',
    pl: 'odzież outdoorowa i kurtki przeciwdeszczowe',
    pt: 'roupa outdoor e casacos impermeáveis',
  },
};

const DESCRIPTIONS: Record<Language, (brand: string, range: string) => string> = {
  en: (brand, range) => `Shop ${range} at ${brand}: free returns within 30 days.`,
  de: (brand, range) => `${range} bei ${brand} kaufen: kostenlose Rücksendung innerhalb von 30 Tagen.`,
  fr: (brand, range) => `Achetez des ${range} chez ${brand} : retours gratuits sous 30 jours.`,
  it: (brand, range) => `Acquista ${range} su ${brand}: reso gratuito entro 30 giorni.`,
  es: (brand, range) => `Compra ${range} en ${brand}: devoluciones gratuitas en 30 días.`,
  nl: (brand, range) => `Shop ${range} bij ${brand}: gratis retourneren binnen 30 dagen.`,
  pl: (brand, range) => `Kupuj ${range} w ${brand}: darmowe zwroty w ciągu 30 dni.`,
  pt: (brand, range) => `Compre ${range} na ${brand}: devoluções grátis em 30 dias.`,
};

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export function defaultSeo(brand: BrandKey, language: Language): { title: string; description: string } {
  const brandName = BRANDS[brand].name;
  const range = RANGES[brand][language];
  return { title: `${brandName} | ${capitalise(range)}`, description: DESCRIPTIONS[language](brandName, range) };
}
