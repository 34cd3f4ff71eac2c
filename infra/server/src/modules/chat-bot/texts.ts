/** Everything the bot says, in each language of the sites. Plain text: clients render it escaped. */
import type { OrderStatus } from '@sf/contracts';
import type { Language } from '@sf/remote-contract';

export interface BotTexts {
  greeting: string;
  thanks: string;
  notSure: string;
  handoff: string;
  /** A guest asked about an order: the bot never looks orders up without an account. */
  guestOrder: string;
  /** Same words for someone else's order and an unknown number: nothing tells the two apart. */
  orderNotFound: string;
  noOrders: string;
  order: (orderNumber: string, placedOn: string, status: string) => string;
  status: Readonly<Record<OrderStatus, string>>;
  tracking: (carrier: string, trackingNumber: string) => string;
  expected: (date: string) => string;
  /** Link titles. */
  orderStatusPage: string;
  orderHistory: string;
  orderLink: (orderNumber: string) => string;
}

export const BOT_TEXTS: Readonly<Record<Language, BotTexts>> = {
  en: {
    greeting: 'Hello! I’m the virtual assistant. Ask me about delivery, returns, payment, sizes or your order.',
    thanks: 'You’re welcome! Is there anything else I can help with?',
    notSure: 'I’m not sure — shall I connect you with a colleague?',
    handoff: 'Of course — I’m connecting you with a colleague. One moment, please.',
    guestOrder: 'To see your order, sign in to your account, or enter your order number and e-mail address on the order status page.',
    orderNotFound: 'I can’t find that order in your account. Please check the number, or look the order up with your e-mail address on the order status page.',
    noOrders: 'I can’t see any orders in your account. If you ordered as a guest, look your order up on the order status page.',
    order: (orderNumber, placedOn, status) => `Your order ${orderNumber} of ${placedOn} is ${status}.`,
    status: {
      created: 'waiting for its payment',
      paid: 'paid and being prepared in our warehouse',
      shipped: 'on its way',
      delivered: 'delivered',
      cancelled: 'cancelled',
      returned: 'returned',
    },
    tracking: (carrier, trackingNumber) => `${carrier} tracking number: ${trackingNumber}.`,
    expected: (date) => `Expected delivery: ${date}.`,
    orderStatusPage: 'Order status',
    orderHistory: 'Your orders',
    orderLink: (orderNumber) => `Order ${orderNumber}`,
  },
  de: {
    greeting: 'Hallo! Ich bin der virtuelle Assistent. Frag mich zu Lieferung, Rücksendung, Bezahlung, Größen oder deiner Bestellung.',
    thanks: 'Gern geschehen! Kann ich sonst noch helfen?',
    notSure: 'Da bin ich mir nicht sicher — soll ich dich mit einer Kollegin oder einem Kollegen verbinden?',
    handoff: 'Gerne — ich verbinde dich mit einer Kollegin oder einem Kollegen. Einen Moment bitte.',
    guestOrder: 'Um deine Bestellung zu sehen, melde dich an oder gib Bestellnummer und E-Mail-Adresse auf der Seite zum Bestellstatus ein.',
    orderNotFound:
      'Diese Bestellung finde ich in deinem Konto nicht. Prüfe bitte die Nummer oder suche die Bestellung mit deiner E-Mail-Adresse auf der Seite zum Bestellstatus.',
    noOrders: 'In deinem Konto sehe ich keine Bestellungen. Hast du als Gast bestellt, findest du die Bestellung auf der Seite zum Bestellstatus.',
    order: (orderNumber, placedOn, status) => `Deine Bestellung ${orderNumber} vom ${placedOn} ist ${status}.`,
    status: {
      created: 'noch nicht bezahlt',
      paid: 'bezahlt und wird in unserem Lager vorbereitet',
      shipped: 'unterwegs',
      delivered: 'zugestellt',
      cancelled: 'storniert',
      returned: 'zurückgesendet',
    },
    tracking: (carrier, trackingNumber) => `Sendungsnummer bei ${carrier}: ${trackingNumber}.`,
    expected: (date) => `Voraussichtliche Zustellung: ${date}.`,
    orderStatusPage: 'Bestellstatus',
    orderHistory: 'Deine Bestellungen',
    orderLink: (orderNumber) => `Bestellung ${orderNumber}`,
  },
  fr: {
    greeting: 'Bonjour ! Je suis l’assistant virtuel. Posez-moi vos questions sur la livraison, les retours, le paiement, les tailles ou votre commande.',
    thanks: 'Avec plaisir ! Puis-je vous aider pour autre chose ?',
    notSure: 'Je ne suis pas sûr — voulez-vous que je vous mette en relation avec un conseiller ?',
    handoff: 'Bien sûr — je vous mets en relation avec un conseiller. Un instant, s’il vous plaît.',
    guestOrder:
      'Pour voir votre commande, connectez-vous à votre compte ou saisissez votre numéro de commande et votre e-mail sur la page de suivi de commande.',
    orderNotFound:
      'Je ne trouve pas cette commande dans votre compte. Vérifiez le numéro ou recherchez la commande avec votre e-mail sur la page de suivi de commande.',
    noOrders: 'Je ne vois aucune commande dans votre compte. Si vous avez commandé sans compte, retrouvez-la sur la page de suivi de commande.',
    order: (orderNumber, placedOn, status) => `Votre commande ${orderNumber} du ${placedOn} est ${status}.`,
    status: {
      created: 'en attente de paiement',
      paid: 'payée et en préparation dans notre entrepôt',
      shipped: 'en route',
      delivered: 'livrée',
      cancelled: 'annulée',
      returned: 'retournée',
    },
    tracking: (carrier, trackingNumber) => `Numéro de suivi ${carrier} : ${trackingNumber}.`,
    expected: (date) => `Livraison prévue : ${date}.`,
    orderStatusPage: 'Suivi de commande',
    orderHistory: 'Vos commandes',
    orderLink: (orderNumber) => `Commande ${orderNumber}`,
  },
  nl: {
    greeting: 'Hallo! Ik ben de virtuele assistent. Stel je vraag over bezorging, retourneren, betalen, maten of je bestelling.',
    thanks: 'Graag gedaan! Kan ik je nog ergens mee helpen?',
    notSure: 'Dat weet ik niet zeker — zal ik je doorverbinden met een collega?',
    handoff: 'Natuurlijk — ik verbind je door met een collega. Een ogenblik geduld.',
    guestOrder: 'Log in op je account om je bestelling te zien, of vul je bestelnummer en e-mailadres in op de pagina bestelstatus.',
    orderNotFound: 'Die bestelling vind ik niet in je account. Controleer het nummer, of zoek de bestelling op met je e-mailadres op de pagina bestelstatus.',
    noOrders: 'Ik zie geen bestellingen in je account. Heb je als gast besteld, zoek je bestelling dan op via de pagina bestelstatus.',
    order: (orderNumber, placedOn, status) => `Je bestelling ${orderNumber} van ${placedOn} is ${status}.`,
    status: {
      created: 'nog niet betaald',
      paid: 'betaald en wordt in ons magazijn klaargemaakt',
      shipped: 'onderweg',
      delivered: 'bezorgd',
      cancelled: 'geannuleerd',
      returned: 'geretourneerd',
    },
    tracking: (carrier, trackingNumber) => `Track-and-tracecode van ${carrier}: ${trackingNumber}.`,
    expected: (date) => `Verwachte bezorging: ${date}.`,
    orderStatusPage: 'Bestelstatus',
    orderHistory: 'Je bestellingen',
    orderLink: (orderNumber) => `Bestelling ${orderNumber}`,
  },
  es: {
    greeting: '¡Hola! Soy el asistente virtual. Pregúntame sobre envíos, devoluciones, pagos, tallas o tu pedido.',
    thanks: '¡De nada! ¿Puedo ayudarte en algo más?',
    notSure: 'No estoy seguro — ¿quieres que te ponga en contacto con un compañero?',
    handoff: 'Claro — te pongo en contacto con un compañero. Un momento, por favor.',
    guestOrder: 'Para ver tu pedido, inicia sesión en tu cuenta o introduce tu número de pedido y tu e-mail en la página de estado del pedido.',
    orderNotFound: 'No encuentro ese pedido en tu cuenta. Comprueba el número o busca el pedido con tu e-mail en la página de estado del pedido.',
    noOrders: 'No veo ningún pedido en tu cuenta. Si compraste como invitado, busca tu pedido en la página de estado del pedido.',
    order: (orderNumber, placedOn, status) => `Tu pedido ${orderNumber} del ${placedOn} está ${status}.`,
    status: {
      created: 'pendiente de pago',
      paid: 'pagado y en preparación en nuestro almacén',
      shipped: 'en camino',
      delivered: 'entregado',
      cancelled: 'cancelado',
      returned: 'devuelto',
    },
    tracking: (carrier, trackingNumber) => `Número de seguimiento de ${carrier}: ${trackingNumber}.`,
    expected: (date) => `Entrega prevista: ${date}.`,
    orderStatusPage: 'Estado del pedido',
    orderHistory: 'Tus pedidos',
    orderLink: (orderNumber) => `Pedido ${orderNumber}`,
  },
  it: {
    greeting: 'Ciao! Sono l’assistente virtuale. Chiedimi di spedizioni, resi, pagamenti, taglie o del tuo ordine.',
    thanks: 'Prego! Posso aiutarti in qualcos’altro?',
    notSure: 'Non ne sono sicuro — vuoi che ti metta in contatto con un collega?',
    handoff: 'Certo — ti metto in contatto con un collega. Un momento, per favore.',
    guestOrder: 'Per vedere il tuo ordine, accedi al tuo account oppure inserisci numero d’ordine ed e-mail nella pagina dello stato dell’ordine.',
    orderNotFound: 'Non trovo questo ordine nel tuo account. Controlla il numero o cerca l’ordine con la tua e-mail nella pagina dello stato dell’ordine.',
    noOrders: 'Non vedo ordini nel tuo account. Se hai ordinato come ospite, cerca l’ordine nella pagina dello stato dell’ordine.',
    order: (orderNumber, placedOn, status) => `Il tuo ordine ${orderNumber} del ${placedOn} è ${status}.`,
    status: {
      created: 'in attesa di pagamento',
      paid: 'pagato e in preparazione nel nostro magazzino',
      shipped: 'in viaggio',
      delivered: 'consegnato',
      cancelled: 'annullato',
      returned: 'reso',
    },
    tracking: (carrier, trackingNumber) => `Numero di tracciamento ${carrier}: ${trackingNumber}.`,
    expected: (date) => `Consegna prevista: ${date}.`,
    orderStatusPage: 'Stato dell’ordine',
    orderHistory: 'I tuoi ordini',
    orderLink: (orderNumber) => `Ordine ${orderNumber}`,
  },
  pl: {
    greeting: 'Cześć! Jestem wirtualnym asystentem. Zapytaj mnie o dostawę, zwroty, płatności, rozmiary lub swoje zamówienie.',
    thanks: 'Proszę bardzo! Czy mogę pomóc w czymś jeszcze?',
    notSure: 'Nie jestem pewien — czy połączyć Cię z konsultantem?',
    handoff: 'Oczywiście — łączę Cię z konsultantem. Chwileczkę.',
    guestOrder: 'Aby zobaczyć zamówienie, zaloguj się na swoje konto albo podaj numer zamówienia i adres e-mail na stronie statusu zamówienia.',
    orderNotFound: 'Nie widzę tego zamówienia na Twoim koncie. Sprawdź numer albo wyszukaj zamówienie po adresie e-mail na stronie statusu zamówienia.',
    noOrders: 'Nie widzę żadnych zamówień na Twoim koncie. Jeśli zamawiałeś jako gość, sprawdź zamówienie na stronie statusu zamówienia.',
    order: (orderNumber, placedOn, status) => `Twoje zamówienie ${orderNumber} z ${placedOn}: ${status}.`,
    status: {
      created: 'czeka na płatność',
      paid: 'opłacone, przygotowujemy je w magazynie',
      shipped: 'w drodze',
      delivered: 'dostarczone',
      cancelled: 'anulowane',
      returned: 'zwrócone',
    },
    tracking: (carrier, trackingNumber) => `Numer przesyłki ${carrier}: ${trackingNumber}.`,
    expected: (date) => `Przewidywana dostawa: ${date}.`,
    orderStatusPage: 'Status zamówienia',
    orderHistory: 'Twoje zamówienia',
    orderLink: (orderNumber) => `Zamówienie ${orderNumber}`,
  },
  pt: {
    greeting: 'Olá! Sou o assistente virtual. Pergunte-me sobre entregas, devoluções, pagamentos, tamanhos ou a sua encomenda.',
    thanks: 'De nada! Posso ajudar em mais alguma coisa?',
    notSure: 'Não tenho a certeza — quer que o ponha em contacto com um colega?',
    handoff: 'Claro — vou pô-lo em contacto com um colega. Um momento, por favor.',
    guestOrder: 'Para ver a sua encomenda, inicie sessão na sua conta ou introduza o número da encomenda e o e-mail na página de estado da encomenda.',
    orderNotFound: 'Não encontro essa encomenda na sua conta. Verifique o número ou procure a encomenda com o seu e-mail na página de estado da encomenda.',
    noOrders: 'Não vejo encomendas na sua conta. Se encomendou como convidado, procure a encomenda na página de estado da encomenda.',
    order: (orderNumber, placedOn, status) => `A sua encomenda ${orderNumber} de ${placedOn} está ${status}.`,
    status: {
      created: 'a aguardar pagamento',
      paid: 'paga e em preparação no nosso armazém',
      shipped: 'a caminho',
      delivered: 'entregue',
      cancelled: 'cancelada',
      returned: 'devolvida',
    },
    tracking: (carrier, trackingNumber) => `Número de seguimento ${carrier}: ${trackingNumber}.`,
    expected: (date) => `Entrega prevista: ${date}.`,
    orderStatusPage: 'Estado da encomenda',
    orderHistory: 'As suas encomendas',
    orderLink: (orderNumber) => `Encomenda ${orderNumber}`,
  },
};
