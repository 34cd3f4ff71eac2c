/** The demo category trees of each brand (audience → range → style) and the name of every slug segment per language. */
import type { BrandKey, Language } from '@sf/remote-contract';
import type { Gender } from './index-records';
import type { ProductKind } from './vocabulary/kinds';
import { localised, type Words } from './vocabulary/languages';

export type Audience = Gender;
export type { ProductKind };

type Tree = Record<Audience, Record<string, ProductKind[]>>;

export const CATEGORY_TREES: Record<BrandKey, Tree> = {
  northbound: {
    women: { boots: ['hiking', 'chelsea', 'winter'], shoes: ['walking', 'trail'] },
    men: { boots: ['hiking', 'chelsea', 'work'], shoes: ['walking', 'trail'] },
    kids: { boots: ['hiking', 'wellies'] },
  },
  kerbside: {
    women: { sneakers: ['lifestyle', 'running'], skate: ['low', 'high'] },
    men: { sneakers: ['lifestyle', 'running', 'basketball'], skate: ['low', 'high'] },
    kids: { sneakers: ['lifestyle'], skate: ['low'] },
  },
  fieldwear: {
    women: { jackets: ['rain', 'insulated'], tops: ['fleece', 'base-layer'], trousers: ['trekking', 'shorts'] },
    men: { jackets: ['rain', 'insulated', 'softshell'], tops: ['fleece', 'base-layer'], trousers: ['trekking', 'shorts'] },
    kids: { jackets: ['rain'], tops: ['fleece'] },
  },
};

// Order: en de fr it es nl pl pt (LANGUAGES of contracts).
const NAMES: Record<string, Words> = {
  women: ['Women', 'Damen', 'Femme', 'Donna', 'Mujer', 'Dames', 'Damskie', 'Mulher'],
  men: ['Men', 'Herren', 'Homme', 'Uomo', 'Hombre', 'Heren', 'Męskie', 'Homem'],
  kids: ['Kids', 'Kinder', 'Enfant', 'Bambini', 'Niños', 'Kinderen', 'Dziecięce', 'Criança'],
  boots: ['Boots', 'Stiefel', 'Bottes', 'Stivali', 'Botas', 'Laarzen', 'Trzewiki', 'Botas'],
  shoes: ['Shoes', 'Schuhe', 'Chaussures', 'Scarpe', 'Zapatos', 'Schoenen', 'Półbuty', 'Sapatos'],
  sneakers: ['Sneakers', 'Sneaker', 'Baskets', 'Sneakers', 'Zapatillas', 'Sneakers', 'Sneakersy', 'Sapatilhas'],
  skate: ['Skate', 'Skateschuhe', 'Skate', 'Skate', 'Skate', 'Skateschoenen', 'Deskorolkowe', 'Skate'],
  hiking: ['Hiking', 'Wandern', 'Randonnée', 'Escursionismo', 'Senderismo', 'Bergwandelen', 'Trekkingowe', 'Montanhismo'],
  chelsea: ['Chelsea', 'Chelsea', 'Chelsea', 'Chelsea', 'Chelsea', 'Chelsea', 'Sztyblety', 'Chelsea'],
  winter: ['Winter', 'Winter', 'Hiver', 'Inverno', 'Invierno', 'Winter', 'Zimowe', 'Inverno'],
  walking: ['Walking', 'Freizeit', 'Marche', 'Passeggio', 'Paseo', 'Wandelen', 'Spacerowe', 'Caminhada'],
  trail: ['Trail', 'Trail', 'Trail', 'Trail', 'Trail', 'Trail', 'Trailowe', 'Trail'],
  work: ['Work', 'Arbeit', 'Travail', 'Lavoro', 'Trabajo', 'Werk', 'Robocze', 'Trabalho'],
  wellies: ['Wellies', 'Gummistiefel', 'Bottes de pluie', 'Stivali da pioggia', 'Botas de agua', 'Regenlaarzen', 'Kalosze', 'Galochas'],
  lifestyle: ['Lifestyle', 'Lifestyle', 'Lifestyle', 'Lifestyle', 'Lifestyle', 'Lifestyle', 'Lifestyle', 'Lifestyle'],
  running: ['Running', 'Laufen', 'Running', 'Running', 'Running', 'Hardlopen', 'Bieganie', 'Corrida'],
  basketball: ['Basketball', 'Basketball', 'Basket', 'Basket', 'Baloncesto', 'Basketbal', 'Koszykówka', 'Basquetebol'],
  low: ['Low-tops', 'Low-Top', 'Basses', 'Basse', 'Bajas', 'Laag', 'Niskie', 'Cano baixo'],
  high: ['High-tops', 'High-Top', 'Montantes', 'Alte', 'Altas', 'Hoog', 'Wysokie', 'Cano alto'],
  jackets: ['Jackets', 'Jacken', 'Vestes', 'Giacche', 'Chaquetas', 'Jassen', 'Kurtki', 'Casacos'],
  tops: ['Tops', 'Oberteile', 'Hauts', 'Maglie', 'Camisetas', 'Tops', 'Bluzy', 'Camisolas'],
  trousers: ['Trousers', 'Hosen', 'Pantalons', 'Pantaloni', 'Pantalones', 'Broeken', 'Spodnie', 'Calças'],
  rain: ['Rain', 'Regenjacken', 'Pluie', 'Pioggia', 'Lluvia', 'Regenjassen', 'Przeciwdeszczowe', 'Chuva'],
  insulated: ['Insulated', 'Isolationsjacken', 'Isolantes', 'Imbottite', 'Aislantes', 'Geïsoleerd', 'Ocieplane', 'Isolantes'],
  softshell: ['Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell', 'Softshell'],
  fleece: ['Fleece', 'Fleece', 'Polaires', 'Pile', 'Forros polares', 'Fleece', 'Polary', 'Polares'],
  'base-layer': ['Base layers', 'Funktionswäsche', 'Sous-couches', 'Intimo tecnico', 'Capas base', 'Basislagen', 'Bielizna termoaktywna', 'Camadas base'],
  trekking: ['Hiking', 'Wanderhosen', 'Randonnée', 'Trekking', 'Senderismo', 'Wandelbroeken', 'Trekkingowe', 'Caminhada'],
  shorts: ['Shorts', 'Shorts', 'Shorts', 'Pantaloncini', 'Pantalones cortos', 'Korte broeken', 'Szorty', 'Calções'],
};
export function segmentNames(segment: string): Record<Language, string> {
  const names = NAMES[segment];
  if (!names) throw new Error(`No translations for category segment "${segment}"`);
  return localised(names);
}

export interface CategorySeed {
  id: string;
  brand: BrandKey;
  slug: string;
  parentId: string | null;
  depth: number;
  position: number;
  names: Record<Language, string>;
}

export interface LeafCategory {
  id: string;
  slug: string;
  audience: Audience;
  kind: ProductKind;
}

export const categoryId = (brand: BrandKey, slug: string): string => `${brand}:${slug}`;

/** Flattens a brand's tree parents-first, so inserts never reference a parent that does not exist yet. */
export function brandCategories(brand: BrandKey): { categories: CategorySeed[]; leaves: LeafCategory[] } {
  const categories: CategorySeed[] = [];
  const leaves: LeafCategory[] = [];
  const add = (slug: string, parentSlug: string | null, depth: number): string => {
    const id = categoryId(brand, slug);
    const segment = slug.split('/').at(-1) ?? slug;
    categories.push({
      id,
      brand,
      slug,
      parentId: parentSlug ? categoryId(brand, parentSlug) : null,
      depth,
      position: categories.length,
      names: segmentNames(segment),
    });
    return id;
  };
  for (const [audience, ranges] of Object.entries(CATEGORY_TREES[brand]) as Array<[Audience, Record<string, ProductKind[]>]>) {
    add(audience, null, 1);
    for (const [range, kinds] of Object.entries(ranges)) {
      add(`${audience}/${range}`, audience, 2);
      for (const kind of kinds) {
        const slug = `${audience}/${range}/${kind}`;
        leaves.push({ id: add(slug, `${audience}/${range}`, 3), slug, audience, kind });
      }
    }
  }
  return { categories, leaves };
}
