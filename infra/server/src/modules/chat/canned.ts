/** Canned replies the agent console offers, per chat language (the same four situations in every language). */
import type { ChatLanguage } from '@sf/contracts/chat';

export interface CannedReply {
  id: string;
  title: string;
  body: string;
}

type Texts = readonly [greeting: string, checking: string, orderNumber: string, goodbye: string];

const IDS = ['greeting', 'checking', 'order-number', 'goodbye'] as const;
const TITLES = ['Greeting', 'Checking', 'Ask for the order number', 'Goodbye'] as const;

const english: Texts = [
  'Hello, thank you for contacting us. How can I help you today?',
  'Thank you, let me check that for you. It will take a moment.',
  'Could you give me your order number? You will find it in your confirmation e-mail.',
  'Is there anything else I can help you with? Have a lovely day.',
];

const TEXTS: Readonly<Record<ChatLanguage, Texts>> = {
  en_GB: english,
  en_US: [
    'Hi, thanks for reaching out. How can I help you today?',
    'Thanks, let me look into that for you. It will just take a moment.',
    'Could you share your order number? You can find it in your confirmation email.',
    'Is there anything else I can help you with? Have a great day.',
  ],
  de: [
    'Hallo, vielen Dank für Ihre Nachricht. Wie kann ich Ihnen helfen?',
    'Danke, ich sehe mir das gleich für Sie an. Einen Moment bitte.',
    'Könnten Sie mir Ihre Bestellnummer nennen? Sie finden sie in Ihrer Bestätigungs-E-Mail.',
    'Kann ich Ihnen sonst noch helfen? Einen schönen Tag noch.',
  ],
  fr: [
    'Bonjour, merci de nous avoir contactés. Comment puis-je vous aider ?',
    'Merci, je vérifie cela pour vous. Un instant, s’il vous plaît.',
    'Pourriez-vous m’indiquer votre numéro de commande ? Il figure dans votre e-mail de confirmation.',
    'Puis-je vous aider pour autre chose ? Excellente journée.',
  ],
  it: [
    'Buongiorno, grazie per averci contattato. Come posso aiutarla?',
    'Grazie, controllo subito per lei. Un momento, per favore.',
    'Può indicarmi il numero dell’ordine? Lo trova nell’e-mail di conferma.',
    'Posso aiutarla in altro? Buona giornata.',
  ],
  es: [
    'Hola, gracias por contactar con nosotros. ¿En qué puedo ayudarle?',
    'Gracias, lo compruebo ahora mismo. Un momento, por favor.',
    '¿Podría indicarme su número de pedido? Lo encontrará en el correo de confirmación.',
    '¿Puedo ayudarle en algo más? Que tenga un buen día.',
  ],
  es_US: [
    'Hola, gracias por comunicarte con nosotros. ¿En qué te puedo ayudar?',
    'Gracias, déjame revisarlo. Solo tomará un momento.',
    '¿Me podrías dar tu número de pedido? Está en tu correo de confirmación.',
    '¿Te puedo ayudar con algo más? Que tengas un excelente día.',
  ],
  nl: [
    'Hallo, bedankt voor je bericht. Waarmee kan ik je helpen?',
    'Dank je, ik zoek het voor je uit. Een ogenblik alsjeblieft.',
    'Kun je me je bestelnummer geven? Je vindt het in je bevestigingsmail.',
    'Kan ik je nog ergens anders mee helpen? Een fijne dag nog.',
  ],
  pl: [
    'Dzień dobry, dziękujemy za kontakt. W czym mogę pomóc?',
    'Dziękuję, zaraz to sprawdzę. Proszę o chwilę cierpliwości.',
    'Czy może Pan/Pani podać numer zamówienia? Znajduje się w e-mailu z potwierdzeniem.',
    'Czy mogę pomóc w czymś jeszcze? Miłego dnia.',
  ],
  pt: [
    'Olá, obrigado por nos contactar. Como posso ajudar?',
    'Obrigado, vou verificar isso para si. Um momento, por favor.',
    'Pode indicar-me o número da encomenda? Encontra-o no e-mail de confirmação.',
    'Posso ajudar em mais alguma coisa? Tenha um bom dia.',
  ],
};

export function cannedReplies(language: ChatLanguage): CannedReply[] {
  return TEXTS[language].map((body, index) => ({ id: IDS[index] ?? String(index), title: TITLES[index] ?? '', body }));
}
