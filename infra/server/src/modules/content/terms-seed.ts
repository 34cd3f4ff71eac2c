/**
 * The shop's terms and conditions of sale (spec §2 "terms and conditions" dialog): one text per language, seeded both
 * as the public page `/terms-and-conditions` and as the content asset the checkout opens as `#content_terms-and-conditions`.
 * `{brand}` is replaced with the site's brand name when read.
 */
import type { ContentBlock } from '@sf/contracts';
import type { Language } from '@sf/remote-contract';
import type { AssetSeed, PageSeed } from './seed-data';

export const TERMS_ID = 'terms-and-conditions';

interface TermsText {
  title: string;
  description: string;
  sections: Array<[heading: string, text: string]>;
}

const TERMS: Partial<Record<Language, TermsText>> = {
  en: {
    title: 'Terms and conditions of sale',
    description: 'The terms that apply when you buy from {brand}.',
    sections: [
      [
        'Your contract',
        'Your order is an offer to buy. The contract is made when we send the e-mail confirming that your order has shipped or is ready for pickup.',
      ],
      ['Prices and payment', 'Prices include VAT. We take payment when your order is placed; gift cards and loyalty points can pay for all or part of it.'],
      [
        'Delivery and store pickup',
        'We deliver to the address you give us, or keep your order at the store you chose for 7 days. Pickup orders never pay delivery.',
      ],
      ['Returns', 'You may return unworn items within 30 days of delivery or pickup for a full refund to the original payment method.'],
      ['Questions', 'Our customer service answers through the contact form within 2 working days.'],
    ],
  },
  de: {
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die Bedingungen, die für Ihren Einkauf bei {brand} gelten.',
    sections: [
      [
        'Ihr Vertrag',
        'Ihre Bestellung ist ein Angebot zum Kauf. Der Vertrag kommt zustande, wenn wir Ihnen den Versand oder die Abholbereitschaft per E-Mail bestätigen.',
      ],
      [
        'Preise und Zahlung',
        'Alle Preise enthalten die Mehrwertsteuer. Wir belasten Ihre Zahlung bei der Bestellung; Geschenkkarten und Treuepunkte können ganz oder teilweise zahlen.',
      ],
      [
        'Lieferung und Abholung',
        'Wir liefern an die angegebene Adresse oder halten Ihre Bestellung 7 Tage in der gewählten Filiale bereit. Abholbestellungen sind versandkostenfrei.',
      ],
      [
        'Rücksendungen',
        'Ungetragene Artikel können Sie innerhalb von 30 Tagen nach Lieferung oder Abholung zurückgeben und erhalten den vollen Betrag zurück.',
      ],
      ['Fragen', 'Unser Kundenservice antwortet über das Kontaktformular innerhalb von 2 Werktagen.'],
    ],
  },
  fr: {
    title: 'Conditions générales de vente',
    description: 'Les conditions qui s’appliquent à vos achats chez {brand}.',
    sections: [
      [
        'Votre contrat',
        'Votre commande est une offre d’achat. Le contrat est conclu lorsque nous vous confirmons par e-mail l’expédition ou la disponibilité en magasin.',
      ],
      [
        'Prix et paiement',
        'Les prix incluent la TVA. Le paiement est pris à la commande ; cartes cadeaux et points de fidélité peuvent en régler tout ou partie.',
      ],
      [
        'Livraison et retrait en magasin',
        'Nous livrons à l’adresse indiquée ou gardons votre commande 7 jours dans le magasin choisi. Le retrait en magasin est sans frais de livraison.',
      ],
      ['Retours', 'Vous pouvez retourner les articles non portés sous 30 jours après livraison ou retrait pour un remboursement complet.'],
      ['Questions', 'Notre service client répond via le formulaire de contact sous 2 jours ouvrés.'],
    ],
  },
  it: {
    title: 'Condizioni generali di vendita',
    description: 'Le condizioni che valgono quando acquisti da {brand}.',
    sections: [
      [
        'Il tuo contratto',
        'Il tuo ordine è una proposta d’acquisto. Il contratto è concluso quando ti confermiamo via e-mail la spedizione o il ritiro in negozio.',
      ],
      ['Prezzi e pagamento', 'I prezzi includono l’IVA. Addebitiamo il pagamento all’ordine; carte regalo e punti fedeltà possono pagarne tutto o una parte.'],
      [
        'Consegna e ritiro in negozio',
        'Consegniamo all’indirizzo indicato o teniamo l’ordine per 7 giorni nel negozio scelto. Il ritiro in negozio non paga la consegna.',
      ],
      ['Resi', 'Puoi restituire gli articoli non indossati entro 30 giorni dalla consegna o dal ritiro con rimborso completo.'],
      ['Domande', 'Il servizio clienti risponde tramite il modulo di contatto entro 2 giorni lavorativi.'],
    ],
  },
  es: {
    title: 'Condiciones generales de venta',
    description: 'Las condiciones que se aplican cuando compras en {brand}.',
    sections: [
      ['Tu contrato', 'Tu pedido es una oferta de compra. El contrato se formaliza cuando te confirmamos por e-mail el envío o que está listo para recoger.'],
      ['Precios y pago', 'Los precios incluyen el IVA. Cobramos al hacer el pedido; las tarjetas regalo y los puntos de fidelidad pueden pagar todo o parte.'],
      [
        'Entrega y recogida en tienda',
        'Entregamos en la dirección indicada o guardamos tu pedido 7 días en la tienda elegida. La recogida en tienda no paga envío.',
      ],
      ['Devoluciones', 'Puedes devolver los artículos sin usar en 30 días desde la entrega o la recogida con reembolso completo.'],
      ['Preguntas', 'Atención al cliente responde mediante el formulario de contacto en 2 días laborables.'],
    ],
  },
  nl: {
    title: 'Algemene verkoopvoorwaarden',
    description: 'De voorwaarden die gelden als je bij {brand} koopt.',
    sections: [
      [
        'Je overeenkomst',
        'Je bestelling is een aanbod om te kopen. De overeenkomst ontstaat wanneer we per e-mail bevestigen dat je bestelling is verzonden of klaarligt.',
      ],
      ['Prijzen en betaling', 'Prijzen zijn inclusief btw. We rekenen af bij het bestellen; cadeaubonnen en spaarpunten kunnen alles of een deel betalen.'],
      ['Bezorging en afhalen', 'We bezorgen op het opgegeven adres of houden je bestelling 7 dagen vast in de gekozen winkel. Afhalen kost geen bezorgkosten.'],
      ['Retourneren', 'Ongedragen artikelen kun je binnen 30 dagen na bezorging of afhalen retourneren voor een volledige terugbetaling.'],
      ['Vragen', 'Onze klantenservice antwoordt via het contactformulier binnen 2 werkdagen.'],
    ],
  },
  pl: {
    title: 'Regulamin sprzedaży',
    description: 'Warunki, które obowiązują przy zakupach w {brand}.',
    sections: [
      ['Twoja umowa', 'Zamówienie jest ofertą zakupu. Umowa zostaje zawarta, gdy potwierdzimy e-mailem wysyłkę lub gotowość do odbioru.'],
      ['Ceny i płatność', 'Ceny zawierają VAT. Płatność pobieramy przy zamówieniu; karty podarunkowe i punkty lojalnościowe mogą pokryć całość lub część.'],
      [
        'Dostawa i odbiór w sklepie',
        'Dostarczamy pod wskazany adres lub przechowujemy zamówienie 7 dni w wybranym sklepie. Odbiór w sklepie jest bez kosztów dostawy.',
      ],
      ['Zwroty', 'Nienoszone produkty możesz zwrócić w ciągu 30 dni od dostawy lub odbioru i otrzymać pełny zwrot pieniędzy.'],
      ['Pytania', 'Obsługa klienta odpowiada przez formularz kontaktowy w ciągu 2 dni roboczych.'],
    ],
  },
  pt: {
    title: 'Condições gerais de venda',
    description: 'As condições que se aplicam às suas compras na {brand}.',
    sections: [
      [
        'O seu contrato',
        'A sua encomenda é uma proposta de compra. O contrato fica celebrado quando confirmamos por e-mail o envio ou que está pronta para levantar.',
      ],
      ['Preços e pagamento', 'Os preços incluem IVA. Cobramos na encomenda; cartões-presente e pontos de fidelização podem pagar a totalidade ou parte.'],
      [
        'Entrega e levantamento em loja',
        'Entregamos na morada indicada ou guardamos a encomenda 7 dias na loja escolhida. O levantamento em loja não paga entrega.',
      ],
      ['Devoluções', 'Pode devolver artigos não usados no prazo de 30 dias após a entrega ou o levantamento, com reembolso total.'],
      ['Perguntas', 'O apoio ao cliente responde através do formulário de contacto em 2 dias úteis.'],
    ],
  },
};

const blocksOf = (text: TermsText): ContentBlock[] =>
  text.sections.flatMap(([heading, body]): ContentBlock[] => [
    { type: 'heading', text: heading },
    { type: 'paragraph', text: body },
  ]);

const entries = () => Object.entries(TERMS) as Array<[Language, TermsText]>;

export const termsPages = (): PageSeed[] =>
  entries().map(([language, text]) => ({
    slug: TERMS_ID,
    language,
    title: text.title,
    description: text.description,
    overlayHeader: false,
    headerStyle: 'dark',
    blocks: blocksOf(text),
  }));

export const termsAssets = (): AssetSeed[] =>
  entries().map(([language, text]) => ({ id: TERMS_ID, language, title: text.title, size: 'lg', blocks: blocksOf(text) }));
