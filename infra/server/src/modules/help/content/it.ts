import type { HelpTopicText } from './types';

export const IT: HelpTopicText[] = [
  {
    slug: 'delivery',
    title: 'Consegna',
    summary: 'Modalità di spedizione, costi, tempi e tracciamento.',
    articles: [
      {
        slug: 'delivery-times',
        title: 'Quanto tempo richiede la consegna?',
        paragraphs: [
          'La consegna standard richiede da 3 a 5 giorni lavorativi. La consegna express arriva il giorno lavorativo successivo se ordini entro le 14.',
          'Gli ordini effettuati nel fine settimana o nei giorni festivi partono dal nostro magazzino il primo giorno lavorativo utile.',
        ],
      },
      {
        slug: 'delivery-costs',
        title: 'Quanto costa la spedizione?',
        paragraphs: [
          'La spedizione standard è gratuita oltre la soglia prevista per il tuo paese; al di sotto, il costo compare nel carrello prima del pagamento.',
          'La spedizione express è sempre a pagamento, tranne per i membri Gold del programma fedeltà {brand}.',
        ],
      },
      {
        slug: 'track-your-order',
        title: 'Come posso seguire il mio ordine?',
        paragraphs: [
          'Appena il pacco lascia il magazzino ti inviamo un’e-mail con il link di tracciamento.',
          'Puoi anche cercare l’ordine nella pagina “Stato dell’ordine” con il numero d’ordine e il tuo indirizzo e-mail.',
        ],
      },
    ],
  },
  {
    slug: 'returns',
    title: 'Resi e rimborsi',
    summary: 'Resi gratuiti entro 30 giorni, rimborsi e cambi.',
    articles: [
      {
        slug: 'how-to-return',
        title: 'Come si effettua un reso?',
        paragraphs: [
          'Puoi restituire gratuitamente gli articoli non indossati entro 30 giorni dalla consegna.',
          'Stampa un’etichetta di reso gratuita dalla pagina di dettaglio dell’ordine, imballa gli articoli nella scatola originale e consegna il pacco in un punto di ritiro.',
        ],
      },
      {
        slug: 'refund-times',
        title: 'Quando riceverò il rimborso?',
        paragraphs: [
          'Ti rimborsiamo entro 5 giorni lavorativi dall’arrivo del reso in magazzino, sullo stesso metodo di pagamento usato.',
          'La tua banca potrebbe impiegare qualche giorno in più per mostrare l’accredito.',
        ],
      },
      {
        slug: 'exchanges',
        title: 'Posso cambiare un articolo con un’altra taglia?',
        paragraphs: [
          'Il modo più rapido è restituire l’articolo e ordinare la taglia giusta, così non devi attendere il riassortimento.',
          'Le taglie esaurite online sono spesso ancora disponibili nei nostri negozi.',
        ],
      },
    ],
  },
  {
    slug: 'payment',
    title: 'Pagamento',
    summary: 'Metodi di pagamento, pagamenti rifiutati e pagamento posticipato.',
    articles: [
      {
        slug: 'payment-methods',
        title: 'Quali metodi di pagamento accettate?',
        paragraphs: [
          'Accettiamo Visa, Mastercard e American Express, PayPal, carte regalo e punti fedeltà. I metodi locali dipendono dal tuo paese e sono indicati alla cassa.',
        ],
      },
      {
        slug: 'payment-declined',
        title: 'Perché il mio pagamento è stato rifiutato?',
        paragraphs: [
          'Controlla numero della carta, data di scadenza e codice di sicurezza, e che la tua banca abbia approvato la verifica 3-D Secure.',
          'Se il pagamento non va ancora a buon fine, la banca può spiegarti il motivo; l’ordine viene registrato solo dopo un pagamento riuscito.',
        ],
      },
      {
        slug: 'pay-later',
        title: 'Posso pagare più tardi o a rate?',
        paragraphs: [
          'In alcuni paesi puoi scegliere alla cassa un servizio di pagamento posticipato, che valuta la richiesta e ti invia il proprio piano di pagamento.',
        ],
      },
    ],
  },
  {
    slug: 'sizing',
    title: 'Taglie e vestibilità',
    summary: 'Come trovare la tua taglia di scarpe e abbigliamento.',
    articles: [
      {
        slug: 'find-your-size',
        title: 'Come trovo la mia taglia?',
        paragraphs: [
          'La nostra tabella delle taglie converte le misure UK, EU e US e indica la lunghezza del piede in centimetri per ogni numero.',
          'Misura il piede la sera, in piedi, dal tallone all’alluce più lungo, e scegli la taglia corrispondente.',
        ],
      },
      {
        slug: 'shoe-fit',
        title: 'Come vestono le vostre scarpe?',
        paragraphs: [
          'Le nostre scarpe vestono regolari. Se un modello veste piccolo o grande lo trovi scritto nella pagina prodotto, in base alle recensioni dei clienti.',
        ],
      },
      {
        slug: 'between-sizes',
        title: 'Sono tra due taglie. Quale scelgo?',
        paragraphs: ['Scegli la più grande se porti calze spesse o hai il piede largo, la più piccola per una calzata aderente nelle scarpe da corsa.'],
      },
    ],
  },
  {
    slug: 'loyalty',
    title: 'Programma fedeltà',
    summary: 'Iscriversi, accumulare e usare i punti.',
    articles: [
      {
        slug: 'join-membership',
        title: 'Come mi iscrivo al programma fedeltà {brand}?',
        paragraphs: ['L’iscrizione è gratuita. Crea un account e iscriviti dalla pagina del tuo account, oppure spunta la casella alla cassa.'],
      },
      {
        slug: 'earn-points',
        title: 'Come accumulo punti?',
        paragraphs: [
          'Ricevi circa un punto per ogni euro, sterlina o dollaro speso. I punti compaiono nel tuo account quando l’ordine è stato pagato.',
          'Diventi Silver a 500 punti accumulati e Gold a 1.500.',
        ],
      },
      {
        slug: 'redeem-points',
        title: 'Come uso i miei punti?',
        paragraphs: [
          'Alla cassa scegli quanti punti usare: 100 punti valgono un’unità della tua valuta. Se restituisci un articolo, i punti ti vengono riaccreditati.',
        ],
      },
    ],
  },
  {
    slug: 'gift-cards',
    title: 'Carte regalo',
    summary: 'Acquistare, usare e controllare le carte regalo.',
    articles: [
      {
        slug: 'buy-a-gift-card',
        title: 'Come acquisto una carta regalo?',
        paragraphs: [
          'Scegli un importo nella pagina delle carte regalo e inserisci l’e-mail del destinatario. La carta regalo digitale viene inviata appena il pagamento è confermato.',
        ],
      },
      {
        slug: 'redeem-a-gift-card',
        title: 'Come pago con una carta regalo?',
        paragraphs: ['Inserisci numero e PIN della carta alla cassa. Se la carta non copre l’intero ordine, paga la differenza con un altro metodo.'],
      },
      {
        slug: 'check-balance',
        title: 'Come controllo il saldo della carta regalo?',
        paragraphs: ['Inserisci numero e PIN alla cassa o nella pagina carte regalo del tuo account per vedere il saldo residuo.'],
      },
    ],
  },
  {
    slug: 'store-pickup',
    title: 'Ritiro in negozio',
    summary: 'Ritirare gli ordini online in uno dei nostri negozi.',
    articles: [
      {
        slug: 'how-pickup-works',
        title: 'Come funziona il ritiro in negozio?',
        paragraphs: [
          'Scegli “Ritiro in negozio” alla cassa e seleziona un negozio vicino a te. Il ritiro è gratuito.',
          'Ti inviamo un’e-mail quando l’ordine è pronto per il ritiro.',
        ],
      },
      {
        slug: 'pickup-times',
        title: 'Per quanto tempo resta in attesa il mio ordine?',
        paragraphs: ['Conserviamo l’ordine per 10 giorni. Dopo torna al magazzino e ti rimborsiamo l’intero importo.'],
      },
      {
        slug: 'who-can-collect',
        title: 'Un’altra persona può ritirare il mio ordine?',
        paragraphs: ['Sì. Inoltrale l’e-mail di ordine pronto; la mostrerà in cassa insieme al numero d’ordine.'],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Privacy e dati personali',
    summary: 'I tuoi dati, i cookie e il tuo account.',
    articles: [
      {
        slug: 'your-data',
        title: 'Come usate i miei dati personali?',
        paragraphs: [
          'Usiamo i tuoi dati per consegnare gli ordini, gestire account e iscrizione al programma fedeltà e, se acconsenti, per personalizzare ciò che vedi. Non vendiamo mai i tuoi dati.',
        ],
      },
      {
        slug: 'cookie-choices',
        title: 'Come modifico le mie scelte sui cookie?',
        paragraphs: ['Apri “Preferenze cookie” nel piè di pagina e attiva o disattiva ogni categoria. La scelta vale subito.'],
      },
      {
        slug: 'delete-your-account',
        title: 'Come ottengo una copia dei miei dati o elimino il mio account?',
        paragraphs: [
          'Scrivi al servizio clienti con il modulo di contatto scegliendo l’argomento “Altro”. Rispondiamo alle richieste sui dati entro 30 giorni.',
        ],
      },
    ],
  },
];
