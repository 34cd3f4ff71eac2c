/** Realistic, varied requests for the listing benchmark: search terms, typed prefixes and PLP views. */
const SITES = [
  { brand: 'northbound', locale: 'uk-en' },
  { brand: 'northbound', locale: 'de-de' },
  { brand: 'kerbside', locale: 'us-en' },
  { brand: 'kerbside', locale: 'fr-fr' },
  { brand: 'fieldwear', locale: 'uk-en' },
  { brand: 'fieldwear', locale: 'de-de' },
];

const TERMS: Record<string, string[]> = {
  'uk-en': [
    'hiking boot',
    'waterproof',
    'chelsea boots',
    'trail shoe',
    'leather',
    'winter boots',
    'hikng boot',
    'rain jacket',
    'fleece',
    'black',
    'insulated jacket',
    'walking',
  ],
  'de-de': ['Wanderstiefel', 'wasserdicht', 'Stiefeln', 'Leder', 'Regenjacke', 'Winterstiefel', 'Jacken', 'schwarz'],
  'us-en': ['sneakers', 'running shoes', 'high top', 'skate', 'basketball', 'white sneaker', 'lightweight', 'sneekers'],
  'fr-fr': ['baskets', 'chaussures de course', 'montantes', 'skate', 'légères', 'blanc'],
};
const PREFIXES: Record<string, string[]> = {
  'uk-en': ['h', 'hi', 'hik', 'hiki', 'boo', 'wat', 'che', 'tra', 'jac', 'fle', 'rain'],
  'de-de': ['w', 'wa', 'wan', 'sti', 'jac', 'leder', 'reg'],
  'us-en': ['s', 'sn', 'sne', 'run', 'ska', 'bas', 'hig'],
  'fr-fr': ['b', 'ba', 'bas', 'cha', 'mon', 'sk'],
};
const CATEGORIES: Record<string, string[]> = {
  northbound: ['women', 'men', 'kids', 'women/boots', 'men/boots/hiking', 'women/shoes/trail', 'men/boots/chelsea'],
  kerbside: ['women', 'men', 'men/sneakers', 'women/skate', 'men/sneakers/running', 'kids/sneakers/lifestyle'],
  fieldwear: ['women', 'men', 'kids', 'women/jackets', 'men/jackets', 'women/tops'],
};
const VIEWS = [
  '',
  '&sort=price-asc',
  '&sort=newest',
  '&sort=top-rated',
  '&colour=black',
  '&feature=waterproof',
  '&price=5000-10000',
  '&colour=black,navy&sort=price-desc',
  '&offset=24',
  '&feature=waterproof&price=10000-',
];
const SIZES: Record<string, string> = { 'uk-en': '8', 'de-de': '42', 'us-en': '9', 'fr-fr': '41' };

const site = (entry: { brand: string; locale: string }) => `brand=${entry.brand}&locale=${entry.locale}`;

export function searchUrls(): string[] {
  return SITES.flatMap((entry) => (TERMS[entry.locale] ?? []).map((term) => `/api/search?${site(entry)}&q=${encodeURIComponent(term)}`));
}

export function suggestionUrls(): string[] {
  return SITES.flatMap((entry) => (PREFIXES[entry.locale] ?? []).map((prefix) => `/api/search/suggestions?${site(entry)}&q=${encodeURIComponent(prefix)}`));
}

export function listingUrls(): string[] {
  const urls: string[] = [];
  SITES.forEach((entry, siteIndex) => {
    (CATEGORIES[entry.brand] ?? []).forEach((slug, index) => {
      const view = VIEWS[(index + siteIndex) % VIEWS.length] ?? '';
      urls.push(`/api/listing/category/${slug}?${site(entry)}${view}`);
      const size = entry.brand === 'fieldwear' ? 'M' : (SIZES[entry.locale] ?? '8');
      if (index % 2 === 0) urls.push(`/api/listing/category/${slug}?${site(entry)}&size=${size}&sort=price-asc`);
    });
  });
  return urls;
}
