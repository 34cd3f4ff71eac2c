import type { HelpTopicText } from './types';

export const DE: HelpTopicText[] = [
  {
    slug: 'delivery',
    title: 'Lieferung',
    summary: 'Versandarten, Kosten, Lieferzeiten und Sendungsverfolgung.',
    articles: [
      {
        slug: 'delivery-times',
        title: 'Wie lange dauert die Lieferung?',
        paragraphs: [
          'Der Standardversand dauert 3 bis 5 Werktage. Expressbestellungen, die vor 14 Uhr eingehen, kommen am nächsten Werktag an.',
          'Bestellungen vom Wochenende oder von Feiertagen verlassen unser Lager am nächsten Werktag.',
        ],
      },
      {
        slug: 'delivery-costs',
        title: 'Was kostet die Lieferung?',
        paragraphs: [
          'Ab dem Mindestbestellwert deines Landes ist der Standardversand kostenlos; darunter siehst du die Versandkosten im Warenkorb, bevor du bezahlst.',
          'Der Expressversand kostet immer etwas – außer für Gold-Mitglieder des {brand} Treueprogramms.',
        ],
      },
      {
        slug: 'track-your-order',
        title: 'Wie kann ich meine Bestellung verfolgen?',
        paragraphs: [
          'Sobald dein Paket unser Lager verlässt, schicken wir dir eine E-Mail mit einem Link zur Sendungsverfolgung.',
          'Auf der Seite „Bestellstatus“ findest du deine Bestellung auch mit Bestellnummer und E-Mail-Adresse.',
        ],
      },
    ],
  },
  {
    slug: 'returns',
    title: 'Rücksendungen und Erstattungen',
    summary: 'Kostenlose Rücksendung innerhalb von 30 Tagen, Erstattung und Umtausch.',
    articles: [
      {
        slug: 'how-to-return',
        title: 'Wie sende ich einen Artikel zurück?',
        paragraphs: [
          'Ungetragene Artikel kannst du innerhalb von 30 Tagen nach der Lieferung kostenlos zurücksenden.',
          'Drucke auf der Seite deiner Bestelldetails ein kostenloses Rücksendeetikett aus, verpacke die Artikel im Originalkarton und gib das Paket bei einer Annahmestelle ab.',
        ],
      },
      {
        slug: 'refund-times',
        title: 'Wann bekomme ich mein Geld zurück?',
        paragraphs: [
          'Wir erstatten den Betrag innerhalb von 5 Werktagen, nachdem deine Rücksendung in unserem Lager angekommen ist, über die Zahlungsart deiner Bestellung.',
          'Bis die Gutschrift auf deinem Kontoauszug erscheint, kann es bei deiner Bank noch einige Tage dauern.',
        ],
      },
      {
        slug: 'exchanges',
        title: 'Kann ich einen Artikel gegen eine andere Größe umtauschen?',
        paragraphs: [
          'Am schnellsten geht es, wenn du den Artikel zurücksendest und die passende Größe neu bestellst – so musst du nicht auf Nachschub warten.',
          'Online ausverkaufte Größen gibt es oft noch in unseren Filialen.',
        ],
      },
    ],
  },
  {
    slug: 'payment',
    title: 'Bezahlung',
    summary: 'Zahlungsarten, abgelehnte Zahlungen und späteres Bezahlen.',
    articles: [
      {
        slug: 'payment-methods',
        title: 'Welche Zahlungsarten akzeptiert ihr?',
        paragraphs: [
          'Wir akzeptieren Visa, Mastercard und American Express, PayPal, Geschenkkarten und Treuepunkte. Lokale Zahlungsarten hängen von deinem Land ab und werden an der Kasse angezeigt.',
        ],
      },
      {
        slug: 'payment-declined',
        title: 'Warum wurde meine Zahlung abgelehnt?',
        paragraphs: [
          'Prüfe Kartennummer, Ablaufdatum und Prüfnummer und ob deine Bank die 3-D-Secure-Prüfung bestätigt hat.',
          'Schlägt die Zahlung weiterhin fehl, kann dir deine Bank den Grund nennen; deine Bestellung wird erst nach einer erfolgreichen Zahlung aufgegeben.',
        ],
      },
      {
        slug: 'pay-later',
        title: 'Kann ich später oder in Raten bezahlen?',
        paragraphs: [
          'In einigen Ländern kannst du an der Kasse einen Anbieter für späteres Bezahlen wählen. Der Anbieter prüft deinen Antrag und schickt dir seinen eigenen Zahlungsplan.',
        ],
      },
    ],
  },
  {
    slug: 'sizing',
    title: 'Größen und Passform',
    summary: 'So findest du deine Größe bei Schuhen und Kleidung.',
    articles: [
      {
        slug: 'find-your-size',
        title: 'Wie finde ich meine Größe?',
        paragraphs: [
          'Unsere Größentabelle rechnet UK-, EU- und US-Größen um und nennt für jede Schuhgröße die Fußlänge in Zentimetern.',
          'Miss deinen Fuß am Abend im Stehen von der Ferse bis zum längsten Zeh und wähle die passende Größe.',
        ],
      },
      {
        slug: 'shoe-fit',
        title: 'Wie fallen eure Schuhe aus?',
        paragraphs: [
          'Unsere Schuhe fallen normal aus. Fällt ein Modell kleiner oder größer aus, steht es auf der Produktseite – so wie es uns Kundinnen und Kunden in Bewertungen sagen.',
        ],
      },
      {
        slug: 'between-sizes',
        title: 'Ich liege zwischen zwei Größen. Welche soll ich nehmen?',
        paragraphs: ['Nimm die größere Größe, wenn du dicke Socken trägst oder breite Füße hast, und die kleinere für einen festen Sitz bei Laufschuhen.'],
      },
    ],
  },
  {
    slug: 'loyalty',
    title: 'Treueprogramm',
    summary: 'Mitglied werden, Punkte sammeln und einlösen.',
    articles: [
      {
        slug: 'join-membership',
        title: 'Wie werde ich Mitglied im {brand} Treueprogramm?',
        paragraphs: ['Die Mitgliedschaft ist kostenlos. Lege ein Kundenkonto an und tritt auf deiner Kontoseite bei oder setze an der Kasse das Häkchen.'],
      },
      {
        slug: 'earn-points',
        title: 'Wie sammle ich Punkte?',
        paragraphs: [
          'Für jeden ausgegebenen Euro, jedes Pfund oder jeden Dollar bekommst du etwa einen Punkt. Die Punkte erscheinen in deinem Konto, sobald deine Bestellung bezahlt ist.',
          'Ab 500 gesammelten Punkten bist du Silber-, ab 1.500 Gold-Mitglied.',
        ],
      },
      {
        slug: 'redeem-points',
        title: 'Wie löse ich meine Punkte ein?',
        paragraphs: [
          'Wähle an der Kasse, wie viele Punkte du einsetzen möchtest: 100 Punkte sind eine Einheit deiner Währung wert. Bei einer Rücksendung bekommst du die Punkte zurück.',
        ],
      },
    ],
  },
  {
    slug: 'gift-cards',
    title: 'Geschenkkarten',
    summary: 'Geschenkkarten kaufen, einlösen und Guthaben prüfen.',
    articles: [
      {
        slug: 'buy-a-gift-card',
        title: 'Wie kaufe ich eine Geschenkkarte?',
        paragraphs: [
          'Wähle auf unserer Geschenkkarten-Seite einen Betrag und gib die E-Mail-Adresse der beschenkten Person ein. Die E-Geschenkkarte wird verschickt, sobald deine Zahlung bestätigt ist.',
        ],
      },
      {
        slug: 'redeem-a-gift-card',
        title: 'Wie bezahle ich mit einer Geschenkkarte?',
        paragraphs: ['Gib an der Kasse Kartennummer und PIN ein. Deckt die Karte nicht den ganzen Betrag, bezahlst du den Rest mit einer anderen Zahlungsart.'],
      },
      {
        slug: 'check-balance',
        title: 'Wie prüfe ich das Guthaben meiner Geschenkkarte?',
        paragraphs: ['Gib Kartennummer und PIN an der Kasse oder auf der Geschenkkarten-Seite deines Kontos ein, um das Restguthaben zu sehen.'],
      },
    ],
  },
  {
    slug: 'store-pickup',
    title: 'Click & Collect',
    summary: 'Online bestellen und in einer Filiale abholen.',
    articles: [
      {
        slug: 'how-pickup-works',
        title: 'Wie funktioniert Click & Collect?',
        paragraphs: [
          'Wähle an der Kasse „Im Geschäft abholen“ und eine Filiale in deiner Nähe. Die Abholung ist kostenlos.',
          'Wir schicken dir eine E-Mail, sobald deine Bestellung abholbereit ist.',
        ],
      },
      {
        slug: 'pickup-times',
        title: 'Wie lange liegt meine Bestellung für mich bereit?',
        paragraphs: ['Wir bewahren deine Bestellung 10 Tage auf. Danach geht sie zurück in unser Lager und du bekommst den vollen Betrag erstattet.'],
      },
      {
        slug: 'who-can-collect',
        title: 'Kann jemand anderes meine Bestellung abholen?',
        paragraphs: ['Ja. Leite die Abhol-E-Mail weiter; die Person zeigt sie zusammen mit der Bestellnummer an der Kasse vor.'],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Datenschutz und deine Daten',
    summary: 'Deine persönlichen Daten, Cookies und dein Konto.',
    articles: [
      {
        slug: 'your-data',
        title: 'Was macht ihr mit meinen persönlichen Daten?',
        paragraphs: [
          'Wir nutzen deine Daten, um Bestellungen zu liefern, dein Konto und deine Mitgliedschaft zu führen und – wenn du zustimmst – Inhalte für dich zu personalisieren. Wir verkaufen deine Daten nie.',
        ],
      },
      {
        slug: 'cookie-choices',
        title: 'Wie ändere ich meine Cookie-Einstellungen?',
        paragraphs: ['Öffne „Cookie-Einstellungen“ in der Fußzeile jeder Seite und schalte jede Kategorie ein oder aus. Deine Wahl gilt sofort.'],
      },
      {
        slug: 'delete-your-account',
        title: 'Wie bekomme ich eine Kopie meiner Daten oder lösche mein Konto?',
        paragraphs: [
          'Schreib dem Kundenservice über das Kontaktformular mit dem Thema „Sonstiges“. Anfragen zu deinen Daten beantworten wir innerhalb von 30 Tagen.',
        ],
      },
    ],
  },
];
