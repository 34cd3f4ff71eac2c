/** Words, colours and price bands the demo product generator draws from, per kind of product. */
import type { ProductKind } from './category-tree';

export const COLOURS = {
  tan: { name: 'Tan', hex: '#b5835a' },
  black: { name: 'Black', hex: '#1f1f1f' },
  brown: { name: 'Brown', hex: '#5b3a29' },
  olive: { name: 'Olive', hex: '#5a6b3a' },
  navy: { name: 'Navy', hex: '#1f2f4f' },
  grey: { name: 'Grey', hex: '#8a8d91' },
  white: { name: 'White', hex: '#f1f0ec' },
  red: { name: 'Red', hex: '#b23a3a' },
  sand: { name: 'Sand', hex: '#d8c7a0' },
  forest: { name: 'Forest', hex: '#2f4f3a' },
  burgundy: { name: 'Burgundy', hex: '#6d2033' },
  blue: { name: 'Blue', hex: '#3a6bb2' },
  ochre: { name: 'Ochre', hex: '#c8902e' },
} as const;
export type ColourCode = keyof typeof COLOURS;

/** Which generated SVG outline a product gets. */
export type Silhouette = 'boot' | 'shoe' | 'sneaker' | 'high-top';

interface KindStyle {
  prefixes: readonly string[];
  suffixes: readonly string[];
  descriptions: readonly string[];
  /** List price band in GBP major units (adults). */
  priceRange: readonly [number, number];
  palette: readonly ColourCode[];
  silhouette: Silhouette;
}

const BOOT_PALETTE: ColourCode[] = ['tan', 'black', 'brown', 'olive', 'sand', 'burgundy'];
const SNEAKER_PALETTE: ColourCode[] = ['white', 'black', 'navy', 'red', 'grey', 'blue', 'ochre', 'forest'];

export const KIND_STYLE: Record<ProductKind, KindStyle> = {
  hiking: {
    prefixes: ['Ridge', 'Summit', 'Cairn', 'Fell', 'Tor', 'Scree', 'Moraine', 'Pike', 'Crag', 'Glen'],
    suffixes: ['Hiker Boot', 'Trek Boot', 'Hiking Boot'],
    descriptions: ['A waterproof leather hiking boot with a grippy lugged sole for wet rock and muddy trails.', 'A supportive mid-height hiker with a cushioned footbed for long days on the hills.'],
    priceRange: [110, 180], palette: BOOT_PALETTE, silhouette: 'boot',
  },
  chelsea: {
    prefixes: ['Camden', 'Harbour', 'Mews', 'Foundry', 'Wharf', 'Albion', 'Canal', 'Market'],
    suffixes: ['Chelsea Boot', 'Pull-On Boot'],
    descriptions: ['A clean-lined Chelsea boot in oiled suede with elastic gussets and a stitched rubber sole.', 'An easy pull-on boot with a lightly padded collar that goes from the office to the pub.'],
    priceRange: [90, 150], palette: BOOT_PALETTE, silhouette: 'boot',
  },
  winter: {
    prefixes: ['Thaw', 'Frost', 'Drift', 'Tundra', 'Sleet', 'Polar'],
    suffixes: ['Winter Boot', 'Snow Boot'],
    descriptions: ['An insulated winter boot with a fleece lining and a sole that stays soft in the cold.'],
    priceRange: [120, 190], palette: BOOT_PALETTE, silhouette: 'boot',
  },
  walking: {
    prefixes: ['Meadow', 'Lane', 'Heath', 'Common', 'Orchard', 'Brook'],
    suffixes: ['Walking Shoe', 'Rambler'],
    descriptions: ['A light walking shoe with a breathable mesh upper for town and towpath.'],
    priceRange: [70, 120], palette: BOOT_PALETTE, silhouette: 'shoe',
  },
  trail: {
    prefixes: ['Gully', 'Switchback', 'Bracken', 'Bridleway', 'Spur', 'Saddle'],
    suffixes: ['Trail Shoe', 'Trail Runner'],
    descriptions: ['A nimble trail shoe with a rock plate and deep lugs for technical ground.'],
    priceRange: [85, 140], palette: [...BOOT_PALETTE, 'blue', 'red'], silhouette: 'shoe',
  },
  work: {
    prefixes: ['Forge', 'Anvil', 'Quarry', 'Rivet', 'Timber', 'Dockyard'],
    suffixes: ['Work Boot', 'Safety Boot'],
    descriptions: ['A Goodyear-welted work boot with a slip-resistant sole and a composite toe cap.'],
    priceRange: [100, 160], palette: BOOT_PALETTE, silhouette: 'boot',
  },
  wellies: {
    prefixes: ['Puddle', 'Splash', 'Rainy', 'Duck', 'Tadpole'],
    suffixes: ['Welly', 'Rain Boot'],
    descriptions: ['A natural rubber welly with easy pull handles for muddy school runs.'],
    priceRange: [35, 60], palette: ['red', 'navy', 'olive', 'ochre', 'blue'], silhouette: 'boot',
  },
  lifestyle: {
    prefixes: ['Kerb', 'Avenue', 'Block', 'Corner', 'Arcade', 'Transit', 'Parade', 'Metro'],
    suffixes: ['Sneaker', 'Trainer', 'Court Shoe'],
    descriptions: ['An everyday leather sneaker with a cupsole that breaks in fast.', 'A retro court trainer with a suede toe and a gum sole.'],
    priceRange: [60, 110], palette: SNEAKER_PALETTE, silhouette: 'sneaker',
  },
  running: {
    prefixes: ['Pace', 'Tempo', 'Stride', 'Sprint', 'Cadence', 'Split'],
    suffixes: ['Runner', 'Running Shoe'],
    descriptions: ['A responsive road running shoe with a foam midsole and an engineered mesh upper.'],
    priceRange: [80, 150], palette: SNEAKER_PALETTE, silhouette: 'sneaker',
  },
  basketball: {
    prefixes: ['Rebound', 'Alley', 'Fadeaway', 'Paint', 'Baseline'],
    suffixes: ['Hi', 'Court Hi'],
    descriptions: ['A high-top court shoe with ankle padding and a herringbone outsole.'],
    priceRange: [90, 160], palette: SNEAKER_PALETTE, silhouette: 'high-top',
  },
  low: {
    prefixes: ['Grind', 'Ollie', 'Kickflip', 'Manual', 'Nollie', 'Boardslide'],
    suffixes: ['Skate Shoe', 'Vulc Low'],
    descriptions: ['A vulcanised skate shoe with a suede toe cap and a waffle sole for board feel.'],
    priceRange: [55, 85], palette: SNEAKER_PALETTE, silhouette: 'sneaker',
  },
  high: {
    prefixes: ['Halfpipe', 'Bowl', 'Coping', 'Vert', 'Quarter'],
    suffixes: ['Skate Hi', 'Vulc Hi'],
    descriptions: ['A padded high-top skate shoe with a double-stitched ollie area.'],
    priceRange: [60, 95], palette: SNEAKER_PALETTE, silhouette: 'high-top',
  },
};
