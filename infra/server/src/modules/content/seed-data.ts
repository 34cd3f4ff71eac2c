/**
 * Demo CMS content. `{brand}` is replaced with the site's brand name when read, so one page serves both brands.
 * English is complete; other languages fall back to English where a translation is missing.
 */
import type { ContentBlock } from '@sf/contracts';
import type { Language } from '@sf/remote-contract';

export interface PageSeed {
  slug: string;
  language: Language;
  title: string;
  description: string;
  overlayHeader: boolean;
  headerStyle: 'light' | 'dark';
  blocks: ContentBlock[];
}

export interface AssetSeed {
  id: string;
  language: Language;
  title: string;
  size: 'xs' | 'md' | 'lg';
  blocks: ContentBlock[];
}

const p = (text: string): ContentBlock => ({ type: 'paragraph', text });
const h = (text: string): ContentBlock => ({ type: 'heading', text });

export const PAGES: PageSeed[] = [
  // Issue 25: about-us is built with the merchandised pages, in every language (merchandised-pages.ts).
  {
    slug: 'privacy-policy',
    language: 'en',
    title: 'Privacy policy',
    description: 'How {brand} collects, uses and protects your personal data.',
    overlayHeader: false,
    headerStyle: 'dark',
    blocks: [
      h('What we collect'),
      p('We collect the details you give us when you order, create an account or contact us, and, with your consent, how you use our site.'),
      h('Why we collect it'),
      p('To deliver your orders, to run your account and loyalty membership, and, if you agree, to personalise what you see.'),
      h('Your choices'),
      p('You can change your cookie preferences at any time, and ask us for a copy of your data or to delete it.'),
      { type: 'links', links: [{ label: 'Cookie preferences', href: '#cookie-preferences' }] },
    ],
  },
  {
    slug: 'faq',
    language: 'en',
    title: 'Frequently asked questions',
    description: 'Answers about orders, delivery, returns and sizing at {brand}.',
    overlayHeader: false,
    headerStyle: 'dark',
    blocks: [
      h('How long does delivery take?'),
      p('Standard delivery takes 3 to 5 working days; express arrives the next working day when you order before 2 pm.'),
      h('Can I return my order?'),
      p('Yes: unworn items can be returned free of charge within 30 days.'),
      h('How do your shoes fit?'),
      p('Our footwear is true to UK size. Between sizes? Go half a size up for thick socks.'),
      {
        type: 'links',
        links: [
          { label: 'Returns policy', href: '#content_returns-policy' },
          { label: 'Size guide', href: '#content_size-guide' },
          { label: 'All help topics', href: '/help/all-topics' },
          { label: 'Contact us', href: '/contact-us' },
        ],
      },
    ],
  },
  {
    slug: 'delivery',
    language: 'en',
    title: 'Delivery',
    description: 'Delivery options, costs and times for {brand} orders.',
    overlayHeader: false,
    headerStyle: 'dark',
    blocks: [
      h('Standard delivery'),
      p('3 to 5 working days, free on orders over the free-shipping threshold of your country.'),
      h('Express delivery'),
      p('Next working day when you order before 2 pm.'),
      {
        type: 'links',
        links: [
          { label: 'Returns policy', href: '#content_returns-policy' },
          { label: 'Delivery questions answered', href: '/help/delivery' },
        ],
      },
    ],
  },
  {
    slug: 'help',
    language: 'en',
    title: 'Help',
    description: 'Get help with your {brand} order.',
    overlayHeader: false,
    headerStyle: 'dark',
    blocks: [
      h('How can we help?'),
      {
        type: 'links',
        links: [
          { label: 'FAQ', href: '/faq' },
          { label: 'Delivery', href: '/delivery' },
          { label: 'Privacy policy', href: '/privacy-policy' },
        ],
      },
    ],
  },
];

export const ASSETS: AssetSeed[] = [
  {
    id: 'returns-policy',
    language: 'en',
    title: 'Returns policy',
    size: 'md',
    blocks: [
      p('Return unworn items within 30 days for a full refund.'),
      p('Print a free return label from your order details page, or drop your parcel at any partner point.'),
    ],
  },
  {
    id: 'size-guide',
    language: 'en',
    title: 'Size guide',
    size: 'lg',
    blocks: [h('UK sizes'), p('UK 3 = EU 36 = US women 5.'), p('UK 8 = EU 42 = US men 9.'), p('UK 12 = EU 47 = US men 13.')],
  },
  {
    id: 'loyalty-benefits',
    language: 'en',
    title: 'Member benefits',
    size: 'xs',
    blocks: [p('Members get free express delivery, early access to sales and a birthday treat.')],
  },
  // Spec §2: the not-found page's content blocks (flag notFoundContent), above its picture and, lazily, below it.
  {
    id: 'not-found-top',
    language: 'en',
    title: 'Popular right now',
    size: 'md',
    blocks: [
      p('Try one of these instead:'),
      {
        type: 'links',
        links: [
          { label: 'Women', href: '/c/women' },
          { label: 'Men', href: '/c/men' },
          { label: 'Sale', href: '/discounts' },
          { label: 'Find a store', href: '/stores' },
        ],
      },
    ],
  },
  {
    id: 'not-found-bottom',
    language: 'en',
    title: 'Need a hand?',
    size: 'md',
    blocks: [
      h('Need a hand?'),
      p('Our help pages answer most questions about orders, delivery and returns.'),
      {
        type: 'links',
        links: [
          { label: 'Help', href: '/help' },
          { label: 'FAQ', href: '/faq' },
        ],
      },
    ],
  },
];

/** Footer help links, labelled in every language. Order: Help, FAQ, Delivery, Find a store, About us, Privacy policy, Terms. */
const FOOTER_LABELS: Record<Language, [string, string, string, string, string, string, string]> = {
  en: ['Help', 'FAQ', 'Delivery', 'Find a store', 'About us', 'Privacy policy', 'Terms and conditions'],
  de: ['Hilfe', 'FAQ', 'Lieferung', 'Filiale finden', 'Über uns', 'Datenschutz', 'AGB'],
  fr: ['Aide', 'FAQ', 'Livraison', 'Trouver un magasin', 'À propos', 'Confidentialité', 'CGV'],
  it: ['Aiuto', 'FAQ', 'Consegna', 'Trova un negozio', 'Chi siamo', 'Privacy', 'Condizioni di vendita'],
  es: ['Ayuda', 'Preguntas frecuentes', 'Envío', 'Buscar una tienda', 'Sobre nosotros', 'Privacidad', 'Condiciones de venta'],
  nl: ['Help', 'Veelgestelde vragen', 'Levering', 'Winkel zoeken', 'Over ons', 'Privacybeleid', 'Algemene voorwaarden'],
  pl: ['Pomoc', 'FAQ', 'Dostawa', 'Znajdź sklep', 'O nas', 'Polityka prywatności', 'Regulamin'],
  pt: ['Ajuda', 'Perguntas frequentes', 'Entrega', 'Encontrar uma loja', 'Sobre nós', 'Privacidade', 'Condições de venda'],
};
const FOOTER_HREFS = ['/help', '/faq', '/delivery', '/stores', '/about-us', '/privacy-policy', '/terms-and-conditions'];

export const NAVIGATIONS = (Object.entries(FOOTER_LABELS) as Array<[Language, string[]]>).map(([language, labels]) => ({
  key: 'footer',
  language,
  links: labels.map((label, index) => ({ label, href: FOOTER_HREFS[index] ?? '/' })),
}));
