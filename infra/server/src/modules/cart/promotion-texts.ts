/** Promotion texts per language; {{percent}}, {{amount}}, {{threshold}} and {{code}} are filled in per basket. */
import type { Language } from '@sf/remote-contract';

export type PromotionTextKey = 'percentCoupon' | 'amountCoupon' | 'freeShippingCoupon' | 'seasonCoupon' | 'spendAndSave' | 'freeShippingOver';

export const PROMOTION_TEXTS: Record<PromotionTextKey, Record<Language, string>> = {
  percentCoupon: {
    en: '{{percent}}% off your order ({{code}})',
    de: '{{percent}} % Rabatt auf Ihre Bestellung ({{code}})',
    fr: '{{percent}} % de réduction sur votre commande ({{code}})',
    it: '{{percent}}% di sconto sul tuo ordine ({{code}})',
    es: '{{percent}} % de descuento en tu pedido ({{code}})',
    nl: '{{percent}}% korting op je bestelling ({{code}})',
    pl: '{{percent}}% zniżki na zamówienie ({{code}})',
    pt: '{{percent}}% de desconto na sua encomenda ({{code}})',
  },
  amountCoupon: {
    en: '{{amount}} off your order ({{code}})',
    de: '{{amount}} Rabatt auf Ihre Bestellung ({{code}})',
    fr: '{{amount}} de réduction sur votre commande ({{code}})',
    it: '{{amount}} di sconto sul tuo ordine ({{code}})',
    es: '{{amount}} de descuento en tu pedido ({{code}})',
    nl: '{{amount}} korting op je bestelling ({{code}})',
    pl: '{{amount}} zniżki na zamówienie ({{code}})',
    pt: '{{amount}} de desconto na sua encomenda ({{code}})',
  },
  freeShippingCoupon: {
    en: 'Free shipping ({{code}})',
    de: 'Kostenloser Versand ({{code}})',
    fr: 'Livraison offerte ({{code}})',
    it: 'Spedizione gratuita ({{code}})',
    es: 'Envío gratuito ({{code}})',
    nl: 'Gratis verzending ({{code}})',
    pl: 'Darmowa dostawa ({{code}})',
    pt: 'Envio gratuito ({{code}})',
  },
  seasonCoupon: {
    en: 'Summer sale: {{percent}}% off ({{code}})',
    de: 'Sommer-Sale: {{percent}} % Rabatt ({{code}})',
    fr: "Soldes d'été : {{percent}} % de réduction ({{code}})",
    it: 'Saldi estivi: {{percent}}% di sconto ({{code}})',
    es: 'Rebajas de verano: {{percent}} % de descuento ({{code}})',
    nl: 'Zomersale: {{percent}}% korting ({{code}})',
    pl: 'Letnia wyprzedaż: {{percent}}% zniżki ({{code}})',
    pt: 'Saldos de verão: {{percent}}% de desconto ({{code}})',
  },
  spendAndSave: {
    en: 'Spend {{threshold}}, save {{amount}}',
    de: 'Ab {{threshold}} Einkaufswert {{amount}} sparen',
    fr: 'Dépensez {{threshold}}, économisez {{amount}}',
    it: 'Spendi {{threshold}}, risparmi {{amount}}',
    es: 'Gasta {{threshold}} y ahorra {{amount}}',
    nl: 'Besteed {{threshold}}, bespaar {{amount}}',
    pl: 'Wydaj {{threshold}}, zaoszczędź {{amount}}',
    pt: 'Gaste {{threshold}} e poupe {{amount}}',
  },
  freeShippingOver: {
    en: 'Free shipping on orders over {{threshold}}',
    de: 'Kostenloser Versand ab {{threshold}}',
    fr: 'Livraison offerte dès {{threshold}} d’achat',
    it: 'Spedizione gratuita per ordini superiori a {{threshold}}',
    es: 'Envío gratuito en pedidos superiores a {{threshold}}',
    nl: 'Gratis verzending vanaf {{threshold}}',
    pl: 'Darmowa dostawa od {{threshold}}',
    pt: 'Envio gratuito em encomendas acima de {{threshold}}',
  },
};
