/**
 * The bot's retrieval test set: questions as shoppers type them in the chat (typos, no capitals, their own words rather
 * than the article titles), each naming the help article that answers it. The first set was written before the
 * retriever existed and then used to tune it (lexicon.ts, confidence.ts); the held-out set at the end was written after
 * tuning and never tuned on. `offTopic` questions have no article and must not get a confident answer.
 */
import type { HelpTopicSlug } from '@sf/contracts/help';

export type EvaluatedLanguage = 'en' | 'de' | 'fr';

export interface EvaluationQuestion {
  language: EvaluatedLanguage;
  text: string;
  /** Written after the lexicon and the confidence rule were tuned on the others: a check that they generalise. */
  heldOut?: true;
  /** The article that answers it; null: nothing in the help centre does (the bot should not be confident). */
  expected: { topic: HelpTopicSlug; slug: string } | null;
}

const q = (language: EvaluatedLanguage, topic: HelpTopicSlug, slug: string, text: string): EvaluationQuestion => ({
  language,
  text,
  expected: { topic, slug },
});
const offTopic = (language: EvaluatedLanguage, text: string): EvaluationQuestion => ({ language, text, expected: null });
const heldOut = (question: EvaluationQuestion): EvaluationQuestion => ({ ...question, heldOut: true });

export const EVALUATION_QUESTIONS: readonly EvaluationQuestion[] = [
  // English: two per article, then a few more on the busiest topics.
  q('en', 'delivery', 'delivery-times', 'how many days until my shoes get here'),
  q('en', 'delivery', 'delivery-times', 'if i order today when will it arive?'),
  q('en', 'delivery', 'delivery-times', 'do you do next day shipping'),
  q('en', 'delivery', 'delivery-costs', 'is shipping free?'),
  q('en', 'delivery', 'delivery-costs', 'how much is postage to the uk'),
  q('en', 'delivery', 'track-your-order', 'i want to follow my parcel, is there a tracking number'),
  q('en', 'delivery', 'track-your-order', 'havent got a tracking email yet'),
  q('en', 'returns', 'how-to-return', 'how do i send something back'),
  q('en', 'returns', 'how-to-return', 'need a returns label please'),
  q('en', 'returns', 'how-to-return', 'the boots dont fit can i retrun them'),
  q('en', 'returns', 'refund-times', 'sent my parcel back last week, when do i get my money'),
  q('en', 'returns', 'refund-times', 'still waiting on my refund'),
  q('en', 'returns', 'exchanges', 'can i swap these for a bigger size'),
  q('en', 'returns', 'exchanges', 'want to exchange trainers for size 9'),
  q('en', 'payment', 'payment-methods', 'do you take paypal'),
  q('en', 'payment', 'payment-methods', 'can i pay with amex'),
  q('en', 'payment', 'payment-declined', 'my card keeps getting rejected'),
  q('en', 'payment', 'payment-declined', 'payment failed at checkout why'),
  q('en', 'payment', 'pay-later', 'do you have klarna or buy now pay later'),
  q('en', 'payment', 'pay-later', 'can i split the payment into instalments'),
  q('en', 'sizing', 'find-your-size', 'whats my size in eu if im a uk 8'),
  q('en', 'sizing', 'find-your-size', 'where is the size chart'),
  q('en', 'sizing', 'shoe-fit', 'do these run small or true to size?'),
  q('en', 'sizing', 'shoe-fit', 'are your shoes narrow'),
  q('en', 'sizing', 'between-sizes', 'im a 7.5 should i get 7 or 8'),
  q('en', 'sizing', 'between-sizes', 'in between sizes what do you recommend'),
  q('en', 'loyalty', 'join-membership', 'how do i sign up to the rewards club'),
  q('en', 'loyalty', 'join-membership', 'is membership free?'),
  q('en', 'loyalty', 'earn-points', 'how many points do i get per pound'),
  q('en', 'loyalty', 'earn-points', 'how do i get to gold tier'),
  q('en', 'loyalty', 'redeem-points', 'can i use my points on this order'),
  q('en', 'loyalty', 'redeem-points', 'how much are 100 points worth'),
  q('en', 'gift-cards', 'buy-a-gift-card', 'want to get a voucher for my sister'),
  q('en', 'gift-cards', 'buy-a-gift-card', 'do you sell e-gift cards'),
  q('en', 'gift-cards', 'redeem-a-gift-card', 'where do i put in my giftcard code'),
  q('en', 'gift-cards', 'redeem-a-gift-card', 'can i use a gift card and pay the rest by card'),
  q('en', 'gift-cards', 'check-balance', 'how much is left on my gift card'),
  q('en', 'gift-cards', 'check-balance', 'giftcard balence'),
  q('en', 'store-pickup', 'how-pickup-works', 'can i pick up in a shop instead'),
  q('en', 'store-pickup', 'how-pickup-works', 'is click and collect free'),
  q('en', 'store-pickup', 'pickup-times', 'how long do you keep my order in store'),
  q('en', 'store-pickup', 'pickup-times', 'cant get to the store for a week, will my order still be there'),
  q('en', 'store-pickup', 'who-can-collect', 'can my husband pick up my order for me'),
  q('en', 'store-pickup', 'who-can-collect', 'my friend is collecting it, what do they need'),
  q('en', 'privacy', 'your-data', 'do you sell my data'),
  q('en', 'privacy', 'your-data', 'what happens with my personal info'),
  q('en', 'privacy', 'cookie-choices', 'turn off cookies'),
  q('en', 'privacy', 'cookie-choices', 'how to change cookie settings'),
  q('en', 'privacy', 'delete-your-account', 'please delete my account'),
  q('en', 'privacy', 'delete-your-account', 'gdpr request for my data'),

  // German
  q('de', 'delivery', 'delivery-times', 'wie lange braucht das paket zu mir'),
  q('de', 'delivery', 'delivery-costs', 'kostet der versand was?'),
  q('de', 'delivery', 'track-your-order', 'gibt es eine sendungsnummer für mein paket'),
  q('de', 'returns', 'how-to-return', 'schuhe passen nicht, wie schicke ich sie zurück'),
  q('de', 'returns', 'refund-times', 'wann kommt meine erstattung'),
  q('de', 'returns', 'exchanges', 'kann ich die schuhe in einer größeren größe tauschen'),
  q('de', 'payment', 'payment-methods', 'kann ich mit paypal zahlen'),
  q('de', 'payment', 'payment-declined', 'meine karte wird abgelehnt'),
  q('de', 'payment', 'pay-later', 'geht ratenzahlung'),
  q('de', 'sizing', 'find-your-size', 'welche größe brauche ich, fußlänge 27 cm'),
  q('de', 'sizing', 'shoe-fit', 'fallen die schuhe klein aus?'),
  q('de', 'loyalty', 'earn-points', 'wie viele punkte bekomme ich pro euro'),
  q('de', 'loyalty', 'redeem-points', 'kann ich meine punkte beim bezahlen nutzen'),
  q('de', 'gift-cards', 'check-balance', 'wie viel guthaben ist noch auf meinem gutschein'),
  q('de', 'store-pickup', 'how-pickup-works', 'kann ich online bestellen und im laden abholen'),
  q('de', 'store-pickup', 'who-can-collect', 'darf mein mann das paket im geschäft abholen'),
  q('de', 'privacy', 'delete-your-account', 'bitte mein konto löschen'),

  // French
  q('fr', 'delivery', 'delivery-times', 'en combien de jours je reçois ma commande'),
  q('fr', 'delivery', 'delivery-costs', 'la livraison est gratuite ?'),
  q('fr', 'delivery', 'track-your-order', 'je veux un numéro de suivi pour mon colis'),
  q('fr', 'returns', 'how-to-return', 'comment renvoyer des chaussures qui ne vont pas'),
  q('fr', 'returns', 'refund-times', 'quand vais-je recevoir mon remboursement'),
  q('fr', 'returns', 'exchanges', 'je voudrais changer de pointure'),
  q('fr', 'payment', 'payment-methods', 'vous acceptez paypal ?'),
  q('fr', 'payment', 'payment-declined', 'ma carte bancaire est refusée'),
  q('fr', 'payment', 'pay-later', 'paiement en 3 fois possible ?'),
  q('fr', 'sizing', 'between-sizes', 'je suis entre deux pointures'),
  q('fr', 'loyalty', 'join-membership', 'comment devenir membre du programme fidelité'),
  q('fr', 'gift-cards', 'buy-a-gift-card', 'je veux offrir une carte cadeau'),
  q('fr', 'store-pickup', 'pickup-times', 'combien de jours ma commande reste en magasin'),
  q('fr', 'privacy', 'cookie-choices', 'refuser les cookies'),

  // Nothing in the help centre answers these.
  offTopic('en', 'do you have the trail runner in green'),
  offTopic('en', 'what time does the manchester shop close'),
  offTopic('en', 'is it going to rain tomorrow'),
  offTopic('en', 'can you recommend hiking boots for winter'),
  offTopic('en', 'do you ship to australia'),
  offTopic('en', 'i want to work for you, any jobs'),
  offTopic('de', 'habt ihr den wanderschuh auch in blau'),
  offTopic('de', 'sucht ihr mitarbeiter im lager'),
  offTopic('fr', 'avez-vous ce modèle en rouge'),
  offTopic('fr', 'quels sont les horaires du magasin de lyon'),

  // Held out: written after tuning, not tuned on.
  ...[
    q('en', 'delivery', 'delivery-times', 'how quick is express delivery'),
    q('en', 'delivery', 'delivery-costs', 'whats the minimum spend for free delivery'),
    q('en', 'delivery', 'track-your-order', 'is there a link to see where my parcel is'),
    q('en', 'returns', 'how-to-return', 'how many days do i have to return stuff'),
    q('en', 'returns', 'refund-times', 'my refund hasnt shown up in my bank'),
    q('en', 'returns', 'exchanges', 'got the wrong size, can you send me another size'),
    q('en', 'payment', 'payment-methods', 'do you accept mastercard'),
    q('en', 'payment', 'payment-declined', 'why did my payment not go through'),
    q('en', 'sizing', 'find-your-size', 'how do i measure my feet'),
    q('en', 'sizing', 'between-sizes', 'i have wide feet which size should i pick'),
    q('en', 'loyalty', 'earn-points', 'when do points show up in my account'),
    q('en', 'gift-cards', 'check-balance', 'how can i see whats on my gift card'),
    q('en', 'store-pickup', 'how-pickup-works', 'can i collect my order from your store'),
    q('en', 'store-pickup', 'pickup-times', 'what if i dont collect my order in time'),
    q('en', 'privacy', 'cookie-choices', 'where are the cookie preferences'),
    q('de', 'delivery', 'delivery-costs', 'ab wann ist der versand kostenlos'),
    q('de', 'returns', 'refund-times', 'wie lange dauert die rückerstattung'),
    q('de', 'payment', 'payment-methods', 'nehmt ihr american express'),
    q('de', 'sizing', 'between-sizes', 'ich habe breite füße, welche größe soll ich nehmen'),
    q('de', 'gift-cards', 'buy-a-gift-card', 'ich möchte einen gutschein verschenken'),
    q('de', 'privacy', 'cookie-choices', 'wo kann ich cookies ablehnen'),
    q('fr', 'delivery', 'delivery-times', 'la livraison express arrive quand'),
    q('fr', 'returns', 'how-to-return', 'j’ai besoin d’une étiquette de retour'),
    q('fr', 'payment', 'payment-declined', 'pourquoi mon paiement ne passe pas'),
    q('fr', 'loyalty', 'redeem-points', 'comment utiliser mes points fidélité'),
    q('fr', 'gift-cards', 'check-balance', 'combien reste-t-il sur ma carte cadeau'),
    q('fr', 'privacy', 'delete-your-account', 'je veux supprimer mon compte'),
    offTopic('en', 'do you have a student discount'),
    offTopic('de', 'wann kommt die neue kollektion'),
    offTopic('fr', 'vous avez des chaussures de ski'),
  ].map(heldOut),
];
