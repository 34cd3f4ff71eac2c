import type { HelpTopicText } from './types';

export const PL: HelpTopicText[] = [
  {
    slug: 'delivery',
    title: 'Dostawa',
    summary: 'Sposoby dostawy, koszty, terminy i śledzenie przesyłki.',
    articles: [
      {
        slug: 'delivery-times',
        title: 'Jak długo trwa dostawa?',
        paragraphs: [
          'Dostawa standardowa trwa od 3 do 5 dni roboczych. Dostawa ekspresowa dociera następnego dnia roboczego, jeśli zamówisz przed 14:00.',
          'Zamówienia złożone w weekend lub w święto opuszczają magazyn następnego dnia roboczego.',
        ],
      },
      {
        slug: 'delivery-costs',
        title: 'Ile kosztuje dostawa?',
        paragraphs: [
          'Dostawa standardowa jest bezpłatna powyżej progu darmowej dostawy w Twoim kraju; poniżej koszt widzisz w koszyku przed zapłatą.',
          'Dostawa ekspresowa jest zawsze płatna, z wyjątkiem członków Gold programu lojalnościowego {brand}.',
        ],
      },
      {
        slug: 'track-your-order',
        title: 'Jak śledzić moje zamówienie?',
        paragraphs: [
          'Gdy tylko paczka opuści magazyn, wyślemy Ci e-mail z linkiem do śledzenia.',
          'Zamówienie znajdziesz też na stronie „Status zamówienia”, podając numer zamówienia i adres e-mail.',
        ],
      },
    ],
  },
  {
    slug: 'returns',
    title: 'Zwroty i refundacje',
    summary: 'Bezpłatne zwroty w ciągu 30 dni, refundacje i wymiany.',
    articles: [
      {
        slug: 'how-to-return',
        title: 'Jak zwrócić produkt?',
        paragraphs: [
          'Nienoszone produkty możesz zwrócić bezpłatnie w ciągu 30 dni od dostawy.',
          'Wydrukuj bezpłatną etykietę zwrotną ze szczegółów zamówienia, zapakuj produkty w oryginalne pudełko i nadaj paczkę w punkcie partnerskim.',
        ],
      },
      {
        slug: 'refund-times',
        title: 'Kiedy otrzymam zwrot pieniędzy?',
        paragraphs: [
          'Zwracamy pieniądze w ciągu 5 dni roboczych od dotarcia zwrotu do magazynu, tą samą metodą płatności.',
          'Bank może potrzebować kilku dodatkowych dni, aby kwota pojawiła się na koncie.',
        ],
      },
      {
        slug: 'exchanges',
        title: 'Czy mogę wymienić produkt na inny rozmiar?',
        paragraphs: [
          'Najszybciej jest zwrócić produkt i zamówić potrzebny rozmiar – nie musisz wtedy czekać na dostawę towaru.',
          'Rozmiary wyprzedane online często są jeszcze dostępne w naszych sklepach.',
        ],
      },
    ],
  },
  {
    slug: 'payment',
    title: 'Płatności',
    summary: 'Metody płatności, odrzucone płatności i płatność odroczona.',
    articles: [
      {
        slug: 'payment-methods',
        title: 'Jakie metody płatności akceptujecie?',
        paragraphs: [
          'Akceptujemy karty Visa, Mastercard i American Express, PayPal, karty podarunkowe i punkty lojalnościowe. Lokalne metody zależą od kraju i są widoczne przy kasie.',
        ],
      },
      {
        slug: 'payment-declined',
        title: 'Dlaczego moja płatność została odrzucona?',
        paragraphs: [
          'Sprawdź numer karty, datę ważności i kod zabezpieczający oraz to, czy bank zatwierdził weryfikację 3-D Secure.',
          'Jeśli płatność nadal się nie udaje, bank poda Ci przyczynę; zamówienie zostaje złożone dopiero po udanej płatności.',
        ],
      },
      {
        slug: 'pay-later',
        title: 'Czy mogę zapłacić później lub w ratach?',
        paragraphs: ['W niektórych krajach możesz wybrać przy kasie dostawcę płatności odroczonej. Rozpatrzy on wniosek i prześle własny harmonogram spłat.'],
      },
    ],
  },
  {
    slug: 'sizing',
    title: 'Rozmiary i dopasowanie',
    summary: 'Jak dobrać rozmiar butów i odzieży.',
    articles: [
      {
        slug: 'find-your-size',
        title: 'Jak znaleźć swój rozmiar?',
        paragraphs: [
          'Nasza tabela rozmiarów przelicza rozmiary UK, EU i US i podaje długość stopy w centymetrach dla każdego rozmiaru buta.',
          'Zmierz stopę wieczorem, na stojąco, od pięty do najdłuższego palca, i wybierz pasujący rozmiar.',
        ],
      },
      {
        slug: 'shoe-fit',
        title: 'Jak wypadają wasze buty?',
        paragraphs: [
          'Nasze buty mają standardową rozmiarówkę. Jeśli model jest mniejszy lub większy, piszemy o tym na stronie produktu na podstawie opinii klientów.',
        ],
      },
      {
        slug: 'between-sizes',
        title: 'Jestem pomiędzy dwoma rozmiarami. Który wybrać?',
        paragraphs: [
          'Wybierz większy, jeśli nosisz grube skarpety lub masz szeroką stopę, a mniejszy, jeśli chcesz ciasnego dopasowania w butach do biegania.',
        ],
      },
    ],
  },
  {
    slug: 'loyalty',
    title: 'Program lojalnościowy',
    summary: 'Dołączanie, zbieranie i wykorzystywanie punktów.',
    articles: [
      {
        slug: 'join-membership',
        title: 'Jak dołączyć do programu lojalnościowego {brand}?',
        paragraphs: ['Członkostwo jest bezpłatne. Załóż konto i dołącz na stronie konta albo zaznacz pole przy składaniu zamówienia.'],
      },
      {
        slug: 'earn-points',
        title: 'Jak zbierać punkty?',
        paragraphs: [
          'Za każde wydane 4 zł, euro, funta lub dolara otrzymujesz mniej więcej jeden punkt. Punkty pojawiają się na koncie po opłaceniu zamówienia.',
          'Status Silver osiągasz przy 500 zebranych punktach, a Gold przy 1500.',
        ],
      },
      {
        slug: 'redeem-points',
        title: 'Jak wykorzystać punkty?',
        paragraphs: ['Przy kasie wybierz, ile punktów chcesz użyć: 100 punktów to 4 zł. Jeśli zwrócisz produkt, punkty wrócą na Twoje konto.'],
      },
    ],
  },
  {
    slug: 'gift-cards',
    title: 'Karty podarunkowe',
    summary: 'Kupowanie, używanie i sprawdzanie kart podarunkowych.',
    articles: [
      {
        slug: 'buy-a-gift-card',
        title: 'Jak kupić kartę podarunkową?',
        paragraphs: ['Wybierz kwotę na stronie kart podarunkowych i podaj adres e-mail odbiorcy. E-karta zostanie wysłana zaraz po potwierdzeniu płatności.'],
      },
      {
        slug: 'redeem-a-gift-card',
        title: 'Jak zapłacić kartą podarunkową?',
        paragraphs: ['Podaj numer karty i PIN przy kasie. Jeśli karta nie pokrywa całego zamówienia, resztę zapłać inną metodą.'],
      },
      {
        slug: 'check-balance',
        title: 'Jak sprawdzić saldo karty podarunkowej?',
        paragraphs: ['Podaj numer karty i PIN przy kasie lub na stronie kart podarunkowych w swoim koncie, aby zobaczyć pozostałe saldo.'],
      },
    ],
  },
  {
    slug: 'store-pickup',
    title: 'Odbiór w sklepie',
    summary: 'Odbieranie zamówień internetowych w naszych sklepach.',
    articles: [
      {
        slug: 'how-pickup-works',
        title: 'Jak działa odbiór w sklepie?',
        paragraphs: [
          'Wybierz przy kasie „Odbiór w sklepie” i wskaż sklep w pobliżu. Odbiór jest bezpłatny.',
          'Wyślemy Ci e-mail, gdy zamówienie będzie gotowe do odbioru.',
        ],
      },
      {
        slug: 'pickup-times',
        title: 'Jak długo zamówienie będzie na mnie czekać?',
        paragraphs: ['Przechowujemy zamówienie przez 10 dni. Potem wraca do magazynu, a my zwracamy Ci całą kwotę.'],
      },
      {
        slug: 'who-can-collect',
        title: 'Czy ktoś inny może odebrać moje zamówienie?',
        paragraphs: ['Tak. Prześlij tej osobie e-mail o gotowości zamówienia; pokaże go przy kasie razem z numerem zamówienia.'],
      },
    ],
  },
  {
    slug: 'privacy',
    title: 'Prywatność i Twoje dane',
    summary: 'Twoje dane osobowe, pliki cookie i Twoje konto.',
    articles: [
      {
        slug: 'your-data',
        title: 'Co robicie z moimi danymi osobowymi?',
        paragraphs: [
          'Używamy Twoich danych, aby dostarczać zamówienia, prowadzić konto i członkostwo oraz – jeśli się zgodzisz – personalizować to, co widzisz. Nigdy nie sprzedajemy Twoich danych.',
        ],
      },
      {
        slug: 'cookie-choices',
        title: 'Jak zmienić ustawienia plików cookie?',
        paragraphs: ['Otwórz „Ustawienia cookie” w stopce dowolnej strony i włącz lub wyłącz każdą kategorię. Wybór działa od razu.'],
      },
      {
        slug: 'delete-your-account',
        title: 'Jak otrzymać kopię danych lub usunąć konto?',
        paragraphs: ['Napisz do obsługi klienta przez formularz kontaktowy, wybierając temat „Inne”. Na wnioski dotyczące danych odpowiadamy w ciągu 30 dni.'],
      },
    ],
  },
];
