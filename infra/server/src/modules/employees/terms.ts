/**
 * The employee terms: one current version, its text in every language. Changing the text means a new version (a new
 * date), which every employee accepts again before their next employee session. `{{hours}}` is the session length.
 */
import type { Language } from '@sf/remote-contract';

export const EMPLOYEE_TERMS_VERSION = '2026-01-15';

export interface TermsText {
  title: string;
  paragraphs: string[];
}

export const EMPLOYEE_TERMS: Record<Language, TermsText> = {
  en: {
    title: 'Employee purchase terms',
    paragraphs: [
      'The employee discount is a personal benefit. Use it only for purchases for yourself and your household, never for resale or for other people.',
      'The discount of each brand applies to products in your basket while your employee session is active. It is not combined with coupon codes or other order promotions, and gift cards are never discounted.',
      'An employee session ends {{hours}} hours after it starts. Prices in your basket then return to normal until you sign in again.',
      'Purchases with the employee discount are recorded with your account. Misuse can lead to the loss of the benefit and to disciplinary measures.',
      'By accepting, you confirm that you have read these terms. When they change, you will be asked to accept the new version.',
    ],
  },
  de: {
    title: 'Einkaufsbedingungen für Mitarbeitende',
    paragraphs: [
      'Der Mitarbeiterrabatt ist ein persönlicher Vorteil. Nutzen Sie ihn nur für Einkäufe für sich und Ihren Haushalt, niemals für den Weiterverkauf oder für andere Personen.',
      'Der Rabatt der jeweiligen Marke gilt für Produkte in Ihrem Warenkorb, solange Ihre Mitarbeitersitzung aktiv ist. Er ist nicht mit Gutscheincodes oder anderen Bestellaktionen kombinierbar, und Geschenkkarten werden nie rabattiert.',
      'Eine Mitarbeitersitzung endet {{hours}} Stunden nach ihrem Beginn. Danach gelten in Ihrem Warenkorb wieder die normalen Preise, bis Sie sich erneut anmelden.',
      'Einkäufe mit Mitarbeiterrabatt werden mit Ihrem Konto erfasst. Missbrauch kann zum Verlust des Vorteils und zu arbeitsrechtlichen Maßnahmen führen.',
      'Mit Ihrer Zustimmung bestätigen Sie, dass Sie diese Bedingungen gelesen haben. Ändern sie sich, werden Sie gebeten, der neuen Fassung zuzustimmen.',
    ],
  },
  fr: {
    title: "Conditions d'achat pour les salariés",
    paragraphs: [
      "La remise salarié est un avantage personnel. Utilisez-la uniquement pour des achats destinés à vous-même et à votre foyer, jamais pour la revente ni pour d'autres personnes.",
      "La remise de chaque marque s'applique aux produits de votre panier tant que votre session salarié est active. Elle ne se cumule ni avec les codes promo ni avec d'autres promotions sur la commande, et les cartes cadeaux ne sont jamais remisées.",
      'Une session salarié prend fin {{hours}} heures après son ouverture. Les prix de votre panier redeviennent alors normaux jusqu’à votre prochaine connexion.',
      'Les achats effectués avec la remise salarié sont enregistrés sur votre compte. Tout abus peut entraîner la perte de l’avantage et des mesures disciplinaires.',
      'En acceptant, vous confirmez avoir lu ces conditions. En cas de modification, il vous sera demandé d’accepter la nouvelle version.',
    ],
  },
  it: {
    title: 'Condizioni di acquisto per i dipendenti',
    paragraphs: [
      'Lo sconto dipendenti è un vantaggio personale. Usalo solo per acquisti per te e per il tuo nucleo familiare, mai per la rivendita o per altre persone.',
      'Lo sconto di ciascun marchio si applica ai prodotti nel carrello finché la tua sessione dipendente è attiva. Non è cumulabile con codici coupon o altre promozioni sull’ordine e le carte regalo non sono mai scontate.',
      'Una sessione dipendente termina {{hours}} ore dopo l’inizio. I prezzi nel carrello tornano quindi normali fino al prossimo accesso.',
      'Gli acquisti con lo sconto dipendenti vengono registrati sul tuo account. Un uso improprio può comportare la perdita del vantaggio e provvedimenti disciplinari.',
      'Accettando, confermi di aver letto queste condizioni. Se cambiano, ti verrà chiesto di accettare la nuova versione.',
    ],
  },
  es: {
    title: 'Condiciones de compra para empleados',
    paragraphs: [
      'El descuento para empleados es un beneficio personal. Úsalo solo para compras para ti y tu hogar, nunca para revender ni para otras personas.',
      'El descuento de cada marca se aplica a los productos de tu cesta mientras tu sesión de empleado esté activa. No se combina con códigos de cupón ni con otras promociones del pedido, y las tarjetas regalo nunca tienen descuento.',
      'Una sesión de empleado termina {{hours}} horas después de empezar. Entonces los precios de tu cesta vuelven a ser los normales hasta que inicies sesión de nuevo.',
      'Las compras con descuento para empleados quedan registradas en tu cuenta. El uso indebido puede conllevar la pérdida del beneficio y medidas disciplinarias.',
      'Al aceptar, confirmas que has leído estas condiciones. Si cambian, se te pedirá que aceptes la nueva versión.',
    ],
  },
  nl: {
    title: 'Aankoopvoorwaarden voor medewerkers',
    paragraphs: [
      'De personeelskorting is een persoonlijk voordeel. Gebruik haar alleen voor aankopen voor jezelf en je huishouden, nooit voor doorverkoop of voor anderen.',
      'De korting van elk merk geldt voor producten in je winkelmand zolang je medewerkerssessie actief is. Ze is niet te combineren met kortingscodes of andere bestelacties, en cadeaukaarten krijgen nooit korting.',
      'Een medewerkerssessie eindigt {{hours}} uur na de start. Daarna gelden in je winkelmand weer de normale prijzen tot je opnieuw inlogt.',
      'Aankopen met personeelskorting worden bij je account geregistreerd. Misbruik kan leiden tot verlies van het voordeel en tot disciplinaire maatregelen.',
      'Door te accepteren bevestig je dat je deze voorwaarden hebt gelezen. Als ze veranderen, vragen we je de nieuwe versie te accepteren.',
    ],
  },
  pl: {
    title: 'Warunki zakupów pracowniczych',
    paragraphs: [
      'Rabat pracowniczy to osobisty przywilej. Korzystaj z niego wyłącznie przy zakupach dla siebie i swojego gospodarstwa domowego, nigdy w celu odsprzedaży ani dla innych osób.',
      'Rabat danej marki obejmuje produkty w koszyku, dopóki sesja pracownicza jest aktywna. Nie łączy się z kodami rabatowymi ani innymi promocjami na zamówienie, a karty podarunkowe nigdy nie są objęte rabatem.',
      'Sesja pracownicza kończy się {{hours}} godzin po jej rozpoczęciu. Ceny w koszyku wracają wtedy do normalnych, aż zalogujesz się ponownie.',
      'Zakupy z rabatem pracowniczym są rejestrowane na Twoim koncie. Nadużycia mogą skutkować utratą przywileju i konsekwencjami dyscyplinarnymi.',
      'Akceptując, potwierdzasz, że zapoznałeś się z tymi warunkami. Gdy się zmienią, poprosimy Cię o akceptację nowej wersji.',
    ],
  },
  pt: {
    title: 'Condições de compra para colaboradores',
    paragraphs: [
      'O desconto de colaborador é um benefício pessoal. Utilize-o apenas em compras para si e para o seu agregado familiar, nunca para revenda nem para outras pessoas.',
      'O desconto de cada marca aplica-se aos produtos do seu cesto enquanto a sua sessão de colaborador estiver ativa. Não é acumulável com códigos de cupão nem com outras promoções da encomenda, e os cartões-presente nunca têm desconto.',
      'Uma sessão de colaborador termina {{hours}} horas depois de começar. Os preços do seu cesto voltam então ao normal até voltar a iniciar sessão.',
      'As compras com desconto de colaborador ficam registadas na sua conta. A utilização indevida pode levar à perda do benefício e a medidas disciplinares.',
      'Ao aceitar, confirma que leu estas condições. Quando forem alteradas, ser-lhe-á pedido que aceite a nova versão.',
    ],
  },
};

/** The terms in a language with the session length filled in. */
export function termsIn(language: Language, sessionHours: number): TermsText {
  const text = EMPLOYEE_TERMS[language];
  return { title: text.title, paragraphs: text.paragraphs.map((paragraph) => paragraph.replaceAll('{{hours}}', String(sessionHours))) };
}
