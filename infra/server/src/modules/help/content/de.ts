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
          'Ab dem Mindestbestellwert Ihres Landes ist der Standardversand kostenlos; darunter sehen Sie die Versandkosten im Warenkorb, bevor Sie bezahlen.',
          'Der Expressversand kostet immer etwas – außer für Gold-Mitglieder des {brand} Treueprogramms.',
        ],
      },
      {
        slug: 'track-your-order',
        title: 'Wie kann ich meine Bestellung verfolgen?',
        paragraphs: [
          'Sobald Ihr Paket unser Lager verlässt, schicken wir Ihnen eine E-Mail mit einem Link zur Sendungsverfolgung.',
          'Auf der Seite „Bestellstatus“ finden Sie Ihre Bestellung auch mit Bestellnummer und E-Mail-Adresse.',
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
          'Ungetragene Artikel können Sie innerhalb von 30 Tagen nach der Lieferung kostenlos zurücksenden.',
          'Drucken Sie auf der Seite Ihrer Bestelldetails ein kostenloses Rücksendeetikett aus, verpacken Sie die Artikel im Originalkarton und geben Sie das Paket bei einer Annahmestelle ab.',
        ],
      },
      {
        slug: 'refund-times',
        title: 'Wann bekomme ich mein Geld zurück?',
        paragraphs: [
          'Wir erstatten den Betrag innerhalb von 5 Werktagen, nachdem Ihre Rücksendung in unserem Lager angekommen ist, über die Zahlungsart Ihrer Bestellung.',
          'Bis die Gutschrift auf Ihrem Kontoauszug erscheint, kann es bei Ihrer Bank noch einige Tage dauern.',
        ],
      },
      {
        slug: 'exchanges',
        title: 'Kann ich einen Artikel gegen eine andere Größe umtauschen?',
        paragraphs: [
          'Am schnellsten geht es, wenn Sie den Artikel zurücksenden und die passende Größe neu bestellen – so müssen Sie nicht auf Nachschub warten.',
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
          'Wir akzeptieren Visa, Mastercard und American Express, PayPal, Geschenkkarten und Treuepunkte. Lokale Zahlungsarten hängen von Ihrem Land ab und werden an der Kasse angezeigt.',
        ],
      },
      {
        slug: 'payment-declined',
        title: 'Warum wurde meine Zahlung abgelehnt?',
        paragraphs: [
          'Prüfen Sie Kartennummer, Ablaufdatum und Prüfnummer und ob Ihre Bank die 3-D-Secure-Prüfung bestätigt hat.',
          'Schlägt die Zahlung weiterhin fehl, kann Ihnen Ihre Bank den Grund nennen; Ihre Bestellung wird erst nach einer erfolgreichen Zahlung aufgegeben.',
        ],
      },
      {
        slug: 'pay-later',
        title: 'Kann ich später oder in Raten bezahlen?',
        paragraphs: [
          'In einigen Ländern können Sie an der Kasse einen Anbieter für späteres Bezahlen wählen. Der Anbieter prüft Ihren Antrag und schickt Ihnen seinen eigenen Zahlungsplan.',
        ],
      },
    ],
  },
  {
    slug: 'sizing',
    title: 'Größen und Passform',
    summary: 'So finden Sie Ihre Größe bei Schuhen und Kleidung.',
    articles: [
      {
        slug: 'find-your-size',
        title: 'Wie finde ich meine Größe?',
        paragraphs: [
          'Unsere Größentabelle rechnet UK-, EU- und US-Größen um und nennt für jede Schuhgröße die Fußlänge in Zentimetern.',
          'Messen Sie Ihren Fuß am Abend im Stehen von der Ferse bis zum längsten Zeh und wählen Sie die passende Größe.',
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
        paragraphs: [
          'Nehmen Sie die größere Größe, wenn Sie dicke Socken tragen oder breite Füße haben, und die kleinere für einen festen Sitz bei Laufschuhen.',
        ],
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
        paragraphs: [
          'Die Mitgliedschaft ist kostenlos. Legen Sie ein Kundenkonto an und treten Sie auf Ihrer Kontoseite bei, oder setzen Sie an der Kasse das Häkchen.',
        ],
      },
      {
        slug: 'earn-points',
        title: 'Wie sammle ich Punkte?',
        paragraphs: [
          'Für jeden ausgegebenen Euro, jedes Pfund oder jeden Dollar bekommen Sie etwa einen Punkt. Die Punkte erscheinen in Ihrem Konto, sobald Ihre Bestellung bezahlt ist.',
          'Ab 500 gesammelten Punkten sind Sie Silber-, ab 1.500 Gold-Mitglied.',
        ],
      },
      {
        slug: 'redeem-points',
        title: 'Wie löse ich meine Punkte ein?',
        paragraphs: [
          'Wählen Sie an der Kasse, wie viele Punkte Sie einsetzen möchten: 100 Punkte sind eine Einheit Ihrer Währung wert. Bei einer Rücksendung bekommen Sie die Punkte zurück.',
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
          'Wählen Sie auf unserer Geschenkkarten-Seite einen Betrag und geben Sie die E-Mail-Adresse der beschenkten Person ein. Die E-Geschenkkarte wird verschickt, sobald Ihre Zahlung bestätigt ist.',
        ],
      },
      {
        slug: 'redeem-a-gift-card',
        title: 'Wie bezahle ich mit einer Geschenkkarte?',
        paragraphs: [
          'Geben Sie an der Kasse Kartennummer und PIN ein. Deckt die Karte nicht den ganzen Betrag, bezahlen Sie den Rest mit einer anderen Zahlungsart.',
        ],
      },
      {
        slug: 'check-balance',
        title: 'Wie prüfe ich das Guthaben meiner Geschenkkarte?',
        paragraphs: ['Geben Sie Kartennummer und PIN an der Kasse oder auf der Geschenkkarten-Seite Ihres Kontos ein, um das Restguthaben zu sehen.'],
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
          'Wählen Sie an der Kasse „Im Geschäft abholen“ und eine Filiale in Ihrer Nähe. Die Abholung ist kostenlos.',
          'Wir schicken Ihnen eine E-Mail, sobald Ihre Bestellung abholbereit ist.',
        ],
      },
      {
        slug: 'pickup-times',
        title: 'Wie lange liegt meine Bestellung für mich bereit?',
        paragraphs: ['Wir bewahren Ihre Bestellung 10 Tage auf. Danach geht sie zurück in unser Lager und Sie bekommen den vollen Betrag erstattet.'],
      },
      {
        slug: 'who-can-collect',
        title: 'Kann jemand anderes meine Bestellung abholen?',
        paragraphs: ['Ja. Leiten Sie die Abhol-E-Mail weiter; die Person zeigt sie zusammen mit der Bestellnummer an der Kasse vor.'],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Datenschutz und Ihre Daten',
    summary: 'Ihre persönlichen Daten, Cookies und Ihr Konto.',
    articles: [
      {
        slug: 'your-data',
        title: 'Was macht ihr mit meinen persönlichen Daten?',
        paragraphs: [
          'Wir nutzen Ihre Daten, um Bestellungen zu liefern, Ihr Konto und Ihre Mitgliedschaft zu führen und – wenn Sie zustimmen – Inhalte für Sie zu personalisieren. Wir verkaufen Ihre Daten nie.',
        ],
      },
      {
        slug: 'cookie-choices',
        title: 'Wie ändere ich meine Cookie-Einstellungen?',
        paragraphs: ['Öffnen Sie „Cookie-Einstellungen“ in der Fußzeile jeder Seite und schalten Sie jede Kategorie ein oder aus. Ihre Wahl gilt sofort.'],
      },
      {
        slug: 'delete-your-account',
        title: 'Wie bekomme ich eine Kopie meiner Daten oder lösche mein Konto?',
        paragraphs: [
          'Schreiben Sie dem Kundenservice über das Kontaktformular mit dem Thema „Sonstiges“. Anfragen zu Ihren Daten beantworten wir innerhalb von 30 Tagen.',
        ],
      },
    ],
  },
];
