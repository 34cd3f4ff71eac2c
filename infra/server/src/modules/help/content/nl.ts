import type { HelpTopicText } from './types';

export const NL: HelpTopicText[] = [
  {
    slug: 'delivery',
    title: 'Bezorging',
    summary: 'Verzendopties, kosten, levertijden en track & trace.',
    articles: [
      {
        slug: 'delivery-times',
        title: 'Hoe lang duurt de bezorging?',
        paragraphs: [
          'Standaardbezorging duurt 3 tot 5 werkdagen. Expresbezorging komt de volgende werkdag als je vóór 14.00 uur bestelt.',
          'Bestellingen in het weekend of op een feestdag verlaten ons magazijn op de eerstvolgende werkdag.',
        ],
      },
      {
        slug: 'delivery-costs',
        title: 'Wat kost de bezorging?',
        paragraphs: [
          'Standaardbezorging is gratis boven het drempelbedrag van je land; daaronder zie je de kosten in je winkelmand voordat je betaalt.',
          'Expresbezorging kost altijd iets, behalve voor Gold-leden van het {brand} loyaliteitsprogramma.',
        ],
      },
      {
        slug: 'track-your-order',
        title: 'Hoe volg ik mijn bestelling?',
        paragraphs: [
          'Zodra je pakket ons magazijn verlaat, sturen we je een e-mail met een track-and-tracelink.',
          'Je kunt je bestelling ook opzoeken op de pagina “Bestelstatus” met je bestelnummer en e-mailadres.',
        ],
      },
    ],
  },
  {
    slug: 'returns',
    title: 'Retourneren en terugbetalen',
    summary: 'Gratis retourneren binnen 30 dagen, terugbetalingen en ruilen.',
    articles: [
      {
        slug: 'how-to-return',
        title: 'Hoe retourneer ik een artikel?',
        paragraphs: [
          'Ongedragen artikelen kun je binnen 30 dagen na levering gratis retourneren.',
          'Print een gratis retourlabel via je bestelgegevens, verpak de artikelen in de originele doos en lever het pakket in bij een afgiftepunt.',
        ],
      },
      {
        slug: 'refund-times',
        title: 'Wanneer krijg ik mijn geld terug?',
        paragraphs: [
          'We betalen je binnen 5 werkdagen nadat je retour in ons magazijn is aangekomen terug, via de betaalmethode die je gebruikte.',
          'Het kan bij je bank nog een paar dagen duren voordat het bedrag zichtbaar is.',
        ],
      },
      {
        slug: 'exchanges',
        title: 'Kan ik een artikel ruilen voor een andere maat?',
        paragraphs: [
          'Het snelst is het artikel retourneren en de juiste maat opnieuw bestellen, zodat je niet op nieuwe voorraad hoeft te wachten.',
          'Maten die online zijn uitverkocht, zijn vaak nog verkrijgbaar in onze winkels.',
        ],
      },
    ],
  },
  {
    slug: 'payment',
    title: 'Betalen',
    summary: 'Betaalmethoden, geweigerde betalingen en achteraf betalen.',
    articles: [
      {
        slug: 'payment-methods',
        title: 'Welke betaalmethoden accepteren jullie?',
        paragraphs: [
          'We accepteren Visa, Mastercard en American Express, PayPal, cadeaukaarten en loyaliteitspunten. Lokale betaalmethoden hangen af van je land en zie je bij het afrekenen.',
        ],
      },
      {
        slug: 'payment-declined',
        title: 'Waarom is mijn betaling geweigerd?',
        paragraphs: [
          'Controleer kaartnummer, vervaldatum en beveiligingscode, en of je bank de 3-D Secure-controle heeft goedgekeurd.',
          'Mislukt de betaling nog steeds, dan kan je bank je de reden vertellen; je bestelling wordt pas geplaatst na een geslaagde betaling.',
        ],
      },
      {
        slug: 'pay-later',
        title: 'Kan ik achteraf of in termijnen betalen?',
        paragraphs: [
          'In sommige landen kies je bij het afrekenen een aanbieder voor achteraf betalen. Die beoordeelt je aanvraag en stuurt je een eigen betaalschema.',
        ],
      },
    ],
  },
  {
    slug: 'sizing',
    title: 'Maten en pasvorm',
    summary: 'Je maat vinden voor schoenen en kleding.',
    articles: [
      {
        slug: 'find-your-size',
        title: 'Hoe vind ik mijn maat?',
        paragraphs: [
          'Onze maattabel rekent UK-, EU- en US-maten om en geeft per schoenmaat de voetlengte in centimeters.',
          'Meet je voet ’s avonds, staand, van de hiel tot de langste teen, en kies de maat die daarbij past.',
        ],
      },
      {
        slug: 'shoe-fit',
        title: 'Hoe vallen jullie schoenen?',
        paragraphs: [
          'Onze schoenen vallen normaal. Valt een model klein of groot, dan staat dat op de productpagina, op basis van wat klanten in reviews zeggen.',
        ],
      },
      {
        slug: 'between-sizes',
        title: 'Ik zit tussen twee maten. Welke kies ik?',
        paragraphs: ['Kies de grotere maat als je dikke sokken draagt of brede voeten hebt, en de kleinere voor een strakke pasvorm bij hardloopschoenen.'],
      },
    ],
  },
  {
    slug: 'loyalty',
    title: 'Loyaliteitsprogramma',
    summary: 'Lid worden, punten sparen en inwisselen.',
    articles: [
      {
        slug: 'join-membership',
        title: 'Hoe word ik lid van het {brand} loyaliteitsprogramma?',
        paragraphs: ['Lidmaatschap is gratis. Maak een account aan en word lid via je accountpagina, of vink het vakje aan bij het afrekenen.'],
      },
      {
        slug: 'earn-points',
        title: 'Hoe spaar ik punten?',
        paragraphs: [
          'Je krijgt ongeveer één punt per uitgegeven euro, pond of dollar. De punten staan op je account zodra je bestelling is betaald.',
          'Met 500 gespaarde punten word je Silver-lid, met 1.500 Gold-lid.',
        ],
      },
      {
        slug: 'redeem-points',
        title: 'Hoe wissel ik mijn punten in?',
        paragraphs: [
          'Kies bij het afrekenen hoeveel punten je gebruikt: 100 punten zijn één eenheid van je valuta waard. Retourneer je iets, dan krijg je de punten terug.',
        ],
      },
    ],
  },
  {
    slug: 'gift-cards',
    title: 'Cadeaukaarten',
    summary: 'Cadeaukaarten kopen, gebruiken en saldo bekijken.',
    articles: [
      {
        slug: 'buy-a-gift-card',
        title: 'Hoe koop ik een cadeaukaart?',
        paragraphs: [
          'Kies een bedrag op onze cadeaukaartpagina en vul het e-mailadres van de ontvanger in. De e-cadeaukaart wordt verstuurd zodra je betaling is bevestigd.',
        ],
      },
      {
        slug: 'redeem-a-gift-card',
        title: 'Hoe betaal ik met een cadeaukaart?',
        paragraphs: [
          'Vul bij het afrekenen het kaartnummer en de pincode in. Dekt de kaart niet het hele bedrag, betaal de rest dan met een andere betaalmethode.',
        ],
      },
      {
        slug: 'check-balance',
        title: 'Hoe bekijk ik het saldo van mijn cadeaukaart?',
        paragraphs: ['Vul kaartnummer en pincode in bij het afrekenen of op de cadeaukaartpagina van je account om het resterende saldo te zien.'],
      },
    ],
  },
  {
    slug: 'store-pickup',
    title: 'Afhalen in de winkel',
    summary: 'Online bestellingen ophalen in een van onze winkels.',
    articles: [
      {
        slug: 'how-pickup-works',
        title: 'Hoe werkt afhalen in de winkel?',
        paragraphs: [
          'Kies bij het afrekenen “Afhalen in de winkel” en selecteer een winkel bij jou in de buurt. Afhalen is gratis.',
          'We sturen je een e-mail zodra je bestelling klaarligt.',
        ],
      },
      {
        slug: 'pickup-times',
        title: 'Hoe lang ligt mijn bestelling klaar?',
        paragraphs: ['We bewaren je bestelling 10 dagen. Daarna gaat ze terug naar ons magazijn en krijg je het volledige bedrag terug.'],
      },
      {
        slug: 'who-can-collect',
        title: 'Mag iemand anders mijn bestelling ophalen?',
        paragraphs: ['Ja. Stuur de afhaalmail door; diegene laat hem samen met het bestelnummer aan de kassa zien.'],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy en je gegevens',
    summary: 'Je persoonsgegevens, cookies en je account.',
    articles: [
      {
        slug: 'your-data',
        title: 'Wat doen jullie met mijn persoonsgegevens?',
        paragraphs: [
          'We gebruiken je gegevens om bestellingen te bezorgen, je account en lidmaatschap bij te houden en, als je daarmee instemt, om te personaliseren wat je ziet. We verkopen je gegevens nooit.',
        ],
      },
      {
        slug: 'cookie-choices',
        title: 'Hoe wijzig ik mijn cookiekeuzes?',
        paragraphs: ['Open “Cookievoorkeuren” onderaan elke pagina en zet elke categorie aan of uit. Je keuze geldt meteen.'],
      },
      {
        slug: 'delete-your-account',
        title: 'Hoe krijg ik een kopie van mijn gegevens of verwijder ik mijn account?',
        paragraphs: [
          'Schrijf de klantenservice via het contactformulier met het onderwerp “Overig”. We beantwoorden verzoeken over je gegevens binnen 30 dagen.',
        ],
      },
    ],
  },
];
