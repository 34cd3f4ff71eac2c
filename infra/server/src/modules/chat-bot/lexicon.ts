/**
 * Shoppers' words for what the help centre calls otherwise: "swap" is an exchange, "voucher" a gift card, "send it
 * back" a return. Before retrieval the question's phrases are rewritten into the articles' vocabulary (whole words,
 * normal form). One general list per language, not one entry per test question; the evaluation set also has questions
 * written after this list (evaluation/questions.ts) to keep it honest.
 */
import type { Language } from '@sf/remote-contract';
import { normalise, perLanguage } from './normal-form';

/** [the articles' word(s), ...what shoppers write instead] */
type Entry = readonly [string, ...string[]];

const ENTRIES: Readonly<Record<Language, readonly Entry[]>> = {
  en: [
    ['delivery', 'shipping', 'ship', 'shipped', 'postage', 'post', 'courier', 'dispatch', 'dispatched', 'arrive', 'arrives', 'arrival', 'get here'],
    ['return', 'send back', 'send it back', 'send them back', 'sent back', 'send something back', 'take back', 'returning'],
    ['refund', 'money back', 'my money', 'reimburse', 'reimbursed', 'reimbursement', 'credited'],
    ['exchange', 'swap', 'switch', 'replace', 'replacement'],
    ['declined', 'rejected', 'refused', 'denied', 'bounced', 'not going through', 'won t go through', 'wont go through', 'doesn t work', 'not working'],
    ['american express', 'amex'],
    ['pay later instalments', 'klarna', 'clearpay', 'afterpay', 'bnpl', 'installments', 'installment', 'finance', 'split the payment', 'split payment'],
    ['gift card', 'voucher', 'vouchers', 'e voucher', 'gift voucher', 'giftcard', 'giftcards', 'gift certificate'],
    ['balance', 'left on', 'remaining', 'still on'],
    ['loyalty programme', 'rewards', 'reward', 'rewards club', 'loyalty club', 'loyalty program', 'loyalty scheme', 'points scheme'],
    ['join', 'sign up', 'signup', 'enrol', 'enroll', 'become a member', 'register'],
    ['spend points', 'redeem', 'use my points', 'use points', 'cash in'],
    ['someone else', 'husband', 'wife', 'partner', 'friend', 'mum', 'mom', 'dad', 'son', 'daughter', 'family', 'neighbour', 'neighbor', 'somebody', 'someone'],
    ['collect', 'pick up', 'pickup', 'picking up', 'pick it up'],
    ['store', 'shop', 'shops', 'branch', 'in person'],
    ['personal data', 'personal info', 'personal information', 'my info', 'my information'],
    ['delete account', 'close my account', 'remove my account', 'erase', 'gdpr', 'data request', 'forget me'],
    ['size chart', 'size guide', 'sizing chart', 'conversion'],
    ['tracking', 'trace', 'follow'],
  ],
  de: [
    ['lieferung', 'versand', 'verschicken', 'zustellung', 'ankommen', 'kommt an', 'da sein'],
    ['rucksendung zurucksenden', 'zuruckschicken', 'zuruckgeben', 'retoure', 'retournieren', 'ruckgabe'],
    ['erstattung', 'geld zuruck', 'ruckerstattung', 'ruckzahlung', 'erstattet'],
    ['umtauschen', 'tauschen', 'umtausch', 'wechseln', 'eintauschen'],
    ['abgelehnt', 'geht nicht', 'klappt nicht', 'funktioniert nicht', 'verweigert', 'fehlgeschlagen'],
    ['raten spater bezahlen', 'ratenzahlung', 'ratenkauf', 'klarna', 'auf rechnung', 'spater zahlen', 'teilzahlung'],
    ['geschenkkarte', 'gutschein', 'geschenkgutschein', 'giftcard'],
    ['guthaben', 'restbetrag', 'noch drauf'],
    ['treueprogramm', 'bonusprogramm', 'kundenkarte', 'punkteprogramm'],
    ['mitglied werden', 'anmelden', 'registrieren', 'beitreten'],
    ['einlosen', 'nutzen', 'verwenden', 'einsetzen'],
    ['jemand anderes', 'mann', 'frau', 'freund', 'freundin', 'partner', 'partnerin', 'mutter', 'vater', 'nachbar', 'jemand'],
    ['filiale', 'laden', 'geschaft', 'shop', 'store'],
    ['sendungsverfolgung', 'sendungsnummer', 'trackingnummer', 'tracking', 'verfolgen'],
    ['konto loschen', 'account loschen', 'dsgvo'],
  ],
  fr: [
    ['livraison', 'expedition', 'envoi', 'expedie', 'expediee', 'arriver', 'arrive'],
    ['retourner retour', 'renvoyer', 'rendre', 'renvoi'],
    ['remboursement', 'rembourse', 'remboursee', 'mon argent'],
    ['echanger taille', 'changer de taille', 'changer de pointure', 'echange'],
    ['taille', 'pointure', 'pointures'],
    ['refuse', 'rejete', 'rejetee', 'ne passe pas', 'marche pas', 'fonctionne pas'],
    ['plusieurs fois plus tard', '3 fois', '4 fois', 'en plusieurs fois', 'paiement fractionne', 'klarna', 'alma'],
    ['carte cadeau', 'bon d achat', 'cheque cadeau', 'e carte'],
    ['solde', 'reste sur', 'montant restant'],
    ['programme de fidelite', 'carte de fidelite', 'club'],
    ['adherer', 'inscrire', 'devenir membre', 'rejoindre'],
    ['quelqu un d autre', 'mari', 'femme', 'ami', 'amie', 'conjoint', 'voisin', 'quelqu un'],
    ['magasin', 'boutique'],
    ['supprimer mon compte', 'fermer mon compte', 'rgpd'],
  ],
  nl: [
    ['bezorging', 'verzending', 'verzenden', 'levering', 'aankomen', 'bezorgen'],
    ['retourneren', 'terugsturen', 'retour', 'terugbrengen'],
    ['geld terug', 'terugbetaling', 'terugbetaald'],
    ['ruilen', 'omruilen', 'wisselen'],
    ['geweigerd', 'afgewezen', 'lukt niet', 'werkt niet', 'mislukt'],
    ['achteraf termijnen', 'achteraf betalen', 'klarna', 'in3', 'gespreid betalen'],
    ['cadeaukaart', 'cadeaubon', 'giftcard', 'waardebon'],
    ['winkel', 'filiaal'],
    ['iemand anders', 'man', 'vrouw', 'vriend', 'vriendin', 'partner', 'iemand'],
  ],
  es: [
    ['envio', 'entrega', 'llegar', 'llega', 'mandar'],
    ['devolver devolucion', 'devolverlo', 'devolverlas', 'regresar'],
    ['reembolso', 'mi dinero', 'reembolsado'],
    ['cambiar', 'cambio', 'intercambiar'],
    ['rechazado', 'rechazada', 'denegado', 'no funciona', 'no pasa'],
    ['plazos', 'cuotas', 'klarna', 'pagar despues', 'financiar'],
    ['tarjeta regalo', 'vale', 'cheque regalo', 'bono regalo'],
    ['tienda', 'local'],
    ['otra persona', 'marido', 'mujer', 'esposa', 'amigo', 'amiga', 'pareja', 'alguien'],
  ],
  it: [
    ['consegna spedizione', 'arrivare', 'arriva', 'spedire', 'spedito'],
    ['reso', 'restituire', 'rendere', 'rimandare'],
    ['rimborso', 'i miei soldi', 'rimborsato'],
    ['cambiare', 'cambio', 'sostituire'],
    ['rifiutato', 'rifiutata', 'non funziona', 'non passa', 'negato'],
    ['rate', 'klarna', 'scalapay', 'pagare dopo'],
    ['carta regalo', 'buono', 'buono regalo', 'gift card'],
    ['negozio', 'punto vendita'],
    ['altra persona', 'marito', 'moglie', 'amico', 'amica', 'qualcuno'],
  ],
  pl: [
    ['dostawa', 'wysylka', 'przesylka', 'dotrze', 'dojdzie'],
    ['zwrot zwrocic', 'oddac', 'odeslac', 'zwracac'],
    ['zwrot pieniedzy', 'pieniadze', 'refundacja'],
    ['wymienic', 'wymiana', 'zamienic'],
    ['odrzucona', 'odrzucona platnosc', 'nie dziala', 'nie przechodzi'],
    ['ratach pozniej', 'raty', 'klarna', 'odroczona'],
    ['karta podarunkowa', 'bon', 'voucher', 'karta prezentowa'],
    ['sklepie', 'sklep', 'salon'],
    ['ktos inny', 'maz', 'zona', 'kolega', 'kolezanka', 'ktos'],
  ],
  pt: [
    ['entrega', 'envio', 'chegar', 'chega', 'enviar'],
    ['devolver devolucao', 'devolvo', 'mandar de volta'],
    ['reembolso', 'o meu dinheiro', 'reembolsado'],
    ['trocar', 'troca', 'substituir'],
    ['recusado', 'recusada', 'rejeitado', 'nao funciona', 'nao passa'],
    ['prestacoes mais tarde', 'prestacoes', 'klarna', 'pagar depois'],
    ['cartao oferta', 'vale', 'cartao presente', 'voucher', 'gift card'],
    ['loja'],
    ['outra pessoa', 'marido', 'mulher', 'amigo', 'amiga', 'alguem'],
  ],
};

interface Rewriter {
  pattern: RegExp;
  replacements: ReadonlyMap<string, string>;
}

/** One alternation per language, longest phrase first, applied in a single pass (a rewrite is never rewritten). */
const REWRITERS: Readonly<Record<Language, Rewriter>> = perLanguage((language) => {
  const replacements = new Map<string, string>();
  for (const [canonical, ...variants] of ENTRIES[language]) {
    for (const variant of variants) replacements.set(normalise(variant), normalise(canonical));
  }
  const alternatives = [...replacements.keys()].sort((a, b) => b.length - a.length);
  return { pattern: new RegExp(`(?<=^| )(?:${alternatives.join('|')})(?= |$)`, 'g'), replacements };
});

/**
 * German and Dutch split a verb from its prefix ("ich schicke die Schuhe zurück", "ik stuur ze terug"); the articles
 * use the joined verb or its noun, so the two halves are joined again.
 */
const SEPARATED_VERBS: Readonly<Partial<Record<Language, ReadonlyArray<readonly [RegExp, string]>>>> = {
  de: [
    [/\b(schick|send|geb|gib)\w*\b(.*)\bzuruck\b/, 'rucksendung $2'],
    [/\b(tausch)\w*\b(.*)\bum\b/, 'umtauschen $2'],
    [/\b(los)\w*\b(.*)\bein\b/, 'einlosen $2'],
  ],
  nl: [
    [/\b(stuur|stuurt|breng|brengt)\b(.*)\bterug\b/, 'retourneren $2'],
    [/\b(wissel|wisselt)\b(.*)\bin\b/, 'inwisselen $2'],
  ],
};

/** The question in the articles' vocabulary (normal form). */
export function inHelpCentreWords(text: string, language: Language): string {
  const { pattern, replacements } = REWRITERS[language];
  let normal = normalise(text);
  for (const [separated, joined] of SEPARATED_VERBS[language] ?? []) normal = normal.replace(separated, joined);
  return normal.replace(pattern, (phrase) => replacements.get(phrase) ?? phrase);
}
