/**
 * What a shopper's message asks for before any retrieval: a human, the status of an order, or small talk. Phrases
 * are matched on whole words of the normal form (normal-form.ts), so "Mitarbeiter!" and "mitarbeiter" are one.
 * Handoff words need care: "can someone else collect my order" is a pickup question, not a request for a person,
 * so lists name a person together with a verb of speaking or an adjective ("real person"), never "someone" alone.
 */
import { ORDER_NUMBER_PATTERN } from '@sf/contracts/help';
import type { Language } from '@sf/remote-contract';
import { normalise, perLanguage } from './normal-form';
import { STOP_WORDS } from './stop-words';

export type Intent = 'handoff' | 'order-status' | 'greeting' | 'thanks' | 'question';

/** Whole-word phrases, written naturally (normalised below). */
const HANDOFF: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'human',
    'humans',
    'real person',
    'live person',
    'actual person',
    'agent',
    'live agent',
    'representative',
    'rep',
    'operator',
    'customer service',
    'customer services',
    'customer support',
    'staff member',
    'colleague',
    'talk to someone',
    'speak to someone',
    'speak with someone',
    'talk with someone',
    'talk to somebody',
    'speak to somebody',
    'talk to a person',
    'speak to a person',
    'speak with a person',
    'talk to a human',
    'speak to a human',
  ],
  de: [
    'mensch',
    'menschen',
    'einem menschen',
    'mitarbeiter',
    'mitarbeiterin',
    'echte person',
    'echten person',
    'berater',
    'beraterin',
    'kundenservice',
    'kundendienst',
    'mit jemandem sprechen',
    'mit jemandem reden',
    'mit einer person sprechen',
    'agent',
  ],
  fr: [
    'humain',
    'un humain',
    'conseiller',
    'conseillere',
    'agent',
    'un agent',
    'vraie personne',
    'une vraie personne',
    'operateur',
    'service client',
    'parler a quelqu un',
    'parler a une personne',
    'parler avec quelqu un',
    'parler a un humain',
  ],
  nl: [
    'mens',
    'een mens',
    'medewerker',
    'medewerkster',
    'echt persoon',
    'echte persoon',
    'klantenservice',
    'iemand spreken',
    'met iemand praten',
    'met iemand spreken',
    'met een persoon',
    'agent',
  ],
  es: [
    'persona real',
    'una persona real',
    'humano',
    'agente',
    'asesor',
    'asesora',
    'operador',
    'operadora',
    'atencion al cliente',
    'hablar con alguien',
    'hablar con una persona',
    'hablar con un humano',
  ],
  it: [
    'operatore',
    'operatrice',
    'persona reale',
    'persona vera',
    'umano',
    'agente',
    'assistenza clienti',
    'servizio clienti',
    'parlare con qualcuno',
    'parlare con una persona',
    'parlare con un operatore',
  ],
  pl: [
    'czlowiek',
    'czlowiekiem',
    'z czlowiekiem',
    'konsultant',
    'konsultantem',
    'konsultantka',
    'pracownik',
    'pracownikiem',
    'prawdziwa osoba',
    'obsluga klienta',
    'porozmawiac z kims',
    'rozmawiac z kims',
    'agent',
  ],
  pt: [
    'pessoa real',
    'uma pessoa real',
    'humano',
    'agente',
    'assistente',
    'operador',
    'operadora',
    'apoio ao cliente',
    'falar com alguem',
    'falar com uma pessoa',
    'falar com um humano',
  ],
};

/** Questions about one's own order, as patterns over the normal form. */
const ORDER_STATUS: Readonly<Record<Language, readonly RegExp[]>> = {
  en: [
    /\bwhere( is|s| s)? my (order|parcel|package|delivery|stuff)\b/,
    /\border status\b/,
    /\bstatus of my order\b/,
    /\btrack(ing)? my (order|parcel|package)\b/,
    /\b(has|did|is) my order (ship|been|arrive|left|leave|on)/,
    /\bmy order (hasn ?t|has not|hasnt|didn ?t|did not|never|still hasn ?t) (arrived|come|shipped|been)/,
  ],
  de: [
    /\bwo (ist|bleibt) (meine|mein) (bestellung|paket|lieferung|sendung)\b/,
    /\bbestellstatus\b/,
    /\bstatus (meiner|der) bestellung\b/,
    /\b(meine|meiner) (bestellung|sendung|paket) verfolgen\b/,
    /\b(bestellung|paket|sendung) (ist )?(noch )?nicht angekommen\b/,
  ],
  fr: [/\bou (est|en est) (ma commande|mon colis)\b/, /\b(statut|etat|suivi) de (ma )?commande\b/, /\bsuivre (ma commande|mon colis)\b/],
  nl: [
    /\bwaar (is|blijft) mijn (bestelling|pakket|pakketje)\b/,
    /\bbestelstatus\b/,
    /\bstatus van mijn bestelling\b/,
    /\bmijn (bestelling|pakket) (volgen|traceren)\b/,
  ],
  es: [/\bdonde (esta|anda) mi (pedido|paquete)\b/, /\bestado de (mi|el|del) pedido\b/, /\b(seguir|rastrear) mi (pedido|paquete)\b/],
  it: [/\bdov(e| e|e e|e si trova) (il mio ordine|il mio pacco|la mia spedizione)\b/, /\bstato (del mio|dell) ordine\b/, /\btracciare (il mio )?ordine\b/],
  pl: [/\bgdzie (jest )?(moje |moja )?(zamowienie|paczka|przesylka)\b/, /\bstatus (mojego )?zamowienia\b/, /\bsledzic (moje )?(zamowienie|paczke|przesylke)\b/],
  pt: [
    /\bonde (esta|anda) (a minha encomenda|o meu pedido|o meu pacote|a minha compra)\b/,
    /\bestado (da minha|da) encomenda\b/,
    /\bestado do (meu )?pedido\b/,
    /\bseguir (a minha )?encomenda\b/,
  ],
};

const GREETINGS: Readonly<Record<Language, readonly string[]>> = {
  en: ['hi', 'hello', 'hey', 'hiya', 'yo', 'good morning', 'good afternoon', 'good evening', 'morning', 'there', 'all'],
  de: ['hallo', 'hi', 'hey', 'moin', 'servus', 'guten morgen', 'guten tag', 'guten abend', 'gruss gott', 'zusammen'],
  fr: ['bonjour', 'salut', 'bonsoir', 'coucou', 'hello'],
  nl: ['hallo', 'hoi', 'hey', 'hi', 'goedemorgen', 'goedemiddag', 'goedenavond', 'dag'],
  es: ['hola', 'buenos dias', 'buenas tardes', 'buenas noches', 'buenas'],
  it: ['ciao', 'salve', 'buongiorno', 'buonasera', 'buon pomeriggio'],
  pl: ['czesc', 'dzien dobry', 'witam', 'witaj', 'hej', 'dobry wieczor'],
  pt: ['ola', 'oi', 'bom dia', 'boa tarde', 'boa noite'],
};

const THANKS: Readonly<Record<Language, readonly string[]>> = {
  en: ['thanks', 'thank you', 'thx', 'ty', 'cheers', 'ta', 'great', 'perfect', 'brilliant', 'lovely', 'bye', 'goodbye', 'ok', 'okay', 'cool'],
  de: ['danke', 'danke schon', 'dankeschon', 'vielen dank', 'super', 'perfekt', 'tschuss', 'ok', 'alles klar'],
  fr: ['merci', 'merci beaucoup', 'parfait', 'super', 'au revoir', 'ok', 'd accord'],
  nl: ['dank je', 'dank u', 'dankjewel', 'bedankt', 'top', 'super', 'doei', 'ok', 'prima'],
  es: ['gracias', 'muchas gracias', 'perfecto', 'genial', 'adios', 'vale', 'ok'],
  it: ['grazie', 'grazie mille', 'perfetto', 'ottimo', 'arrivederci', 'ok', 'va bene'],
  pl: ['dziekuje', 'dzieki', 'super', 'swietnie', 'do widzenia', 'ok'],
  pt: ['obrigado', 'obrigada', 'muito obrigado', 'muito obrigada', 'perfeito', 'valeu', 'adeus', 'ok'],
};

/** Whole-word matcher of a phrase list on the normal form. */
function phraseMatcher(phrases: readonly string[]): RegExp {
  const alternatives = [...new Set(phrases.map(normalise))].sort((a, b) => b.length - a.length).map((phrase) => phrase.replaceAll(' ', ' +'));
  return new RegExp(`(?:^| )(?:${alternatives.join('|')})(?= |$)`, 'g');
}

const HANDOFF_MATCHERS = perLanguage((language) => phraseMatcher(HANDOFF[language]));
const GREETING_MATCHERS = perLanguage((language) => phraseMatcher(GREETINGS[language]));
const THANKS_MATCHERS = perLanguage((language) => phraseMatcher(THANKS[language]));

const test = (pattern: RegExp, text: string) => {
  pattern.lastIndex = 0;
  return pattern.test(text);
};

/** Words left once the phrases of `patterns` and the stop words are taken out. */
function restWithout(normal: string, patterns: readonly RegExp[], language: Language): string[] {
  return patterns
    .reduce((text, pattern) => text.replace(pattern, ' '), normal)
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS[language].has(word));
}

/**
 * Handoff first (in the shopper's language and in English, which shoppers everywhere type), then an order question,
 * then a message that is nothing but a greeting or thanks; anything else is a question for the help centre.
 */
export function intentOf(text: string, language: Language): Intent {
  const normal = normalise(text);
  if (test(HANDOFF_MATCHERS[language], normal) || test(HANDOFF_MATCHERS.en, normal)) return 'handoff';
  if (orderNumberIn(text) !== null || ORDER_STATUS[language].some((pattern) => pattern.test(normal))) return 'order-status';
  const greets = test(GREETING_MATCHERS[language], normal);
  const thanks = test(THANKS_MATCHERS[language], normal);
  if (greets || thanks) {
    if (restWithout(normal, [GREETING_MATCHERS[language], THANKS_MATCHERS[language]], language).length === 0) return thanks ? 'thanks' : 'greeting';
  }
  return 'question';
}

/** An order number the shopper typed ("nb 1234 5678", "NB-12345678"), normalised; null when there is none. */
export function orderNumberIn(text: string): string | null {
  const match = /(?:^|[^\p{L}\p{N}])(\p{L}{2})[\s-]?(\d{4})[\s-]?(\d{4})(?![\p{L}\p{N}])/u.exec(text);
  if (!match) return null;
  const number = `${match[1]}${match[2]}${match[3]}`.toUpperCase();
  return ORDER_NUMBER_PATTERN.test(number) ? number : null;
}
