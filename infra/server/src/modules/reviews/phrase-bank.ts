/**
 * Seeded reviews' text: per language, short phrases combined deterministically (title by rating band, then opener,
 * detail and closer), so a few dozen phrases give thousands of distinct, readable reviews in every site language.
 * Questions get the same treatment, with a staff answer.
 */
import type { Language } from '@sf/remote-contract';

type Band = 'good' | 'mixed' | 'poor';

export interface PhraseBank {
  titles: Record<Band, readonly string[]>;
  openers: Record<Band, readonly string[]>;
  details: readonly string[];
  closers: Record<Band, readonly string[]>;
  names: readonly string[];
  questions: readonly string[];
  answers: readonly string[];
}

export const bandOf = (rating: number): Band => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');

export const PHRASES: Record<Language, PhraseBank> = {
  en: {
    titles: {
      good: ['Love them', 'Great buy', 'Worth every penny', 'Comfortable from day one', 'Exactly as pictured'],
      mixed: ['Decent, not perfect', 'Good with a few niggles', 'Does the job', 'Okay for the price'],
      poor: ['Disappointed', 'Not for me', 'Expected more', 'Went back'],
    },
    openers: {
      good: ['I have worn these almost every day for a month.', 'Bought these for a trip and they did not let me down.', 'Really happy with this purchase.'],
      mixed: ['They are fine for everyday use.', 'Mixed feelings after a few weeks.', 'Good quality overall.'],
      poor: ['Sadly this did not work out.', 'I wanted to like these.', 'Not what I hoped for.'],
    },
    details: [
      'The material feels solid and well made.',
      'The colour is just like the photos.',
      'They kept me dry in the rain.',
      'Stitching is neat and even.',
      'Light enough for long walks.',
      'The sole has good grip on wet stones.',
    ],
    closers: {
      good: ['Would buy again.', 'Highly recommended.', 'Already ordered a second pair.'],
      mixed: ['Check the size chart before ordering.', 'Good value on sale.', 'Might suit others better.'],
      poor: ['I returned them.', 'Would not buy again.', 'Customer service was helpful though.'],
    },
    names: ['Sam', 'Alex', 'Jordan', 'Chris', 'Taylor', 'Morgan', 'Jamie', 'Robin'],
    questions: ['Are these waterproof?', 'Do they run true to size?', 'Can they be machine washed?', 'Is the insole removable?'],
    answers: ['Yes, they are fully waterproof.', 'Most customers take their usual size.', 'We recommend washing by hand.', 'Yes, the insole can be taken out.'],
  },
  de: {
    titles: {
      good: ['Absolut top', 'Super Kauf', 'Jeden Cent wert', 'Vom ersten Tag an bequem', 'Genau wie abgebildet'],
      mixed: ['Ordentlich, nicht perfekt', 'Gut mit kleinen Schwächen', 'Erfüllt seinen Zweck', 'Okay für den Preis'],
      poor: ['Enttäuscht', 'Nichts für mich', 'Mehr erwartet', 'Zurückgeschickt'],
    },
    openers: {
      good: ['Ich trage sie seit einem Monat fast täglich.', 'Für eine Reise gekauft und nicht enttäuscht worden.', 'Sehr zufrieden mit diesem Kauf.'],
      mixed: ['Für den Alltag sind sie in Ordnung.', 'Gemischte Gefühle nach ein paar Wochen.', 'Insgesamt gute Qualität.'],
      poor: ['Leider hat es nicht gepasst.', 'Ich wollte sie wirklich mögen.', 'Nicht das, was ich erhofft hatte.'],
    },
    details: [
      'Das Material wirkt robust und gut verarbeitet.',
      'Die Farbe ist genau wie auf den Fotos.',
      'Im Regen blieb ich trocken.',
      'Die Nähte sind sauber und gleichmäßig.',
      'Leicht genug für lange Wanderungen.',
      'Die Sohle greift gut auf nassem Stein.',
    ],
    closers: {
      good: ['Würde ich wieder kaufen.', 'Klare Empfehlung.', 'Habe schon ein zweites Paar bestellt.'],
      mixed: ['Vor dem Bestellen die Größentabelle prüfen.', 'Im Angebot ein guter Preis.', 'Passt anderen vielleicht besser.'],
      poor: ['Ich habe sie zurückgeschickt.', 'Würde ich nicht wieder kaufen.', 'Der Kundenservice war aber hilfsbereit.'],
    },
    names: ['Lena', 'Jonas', 'Mia', 'Lukas', 'Anna', 'Felix', 'Sophie', 'Paul'],
    questions: ['Sind die wasserdicht?', 'Fallen sie normal aus?', 'Kann man sie in der Maschine waschen?', 'Ist die Innensohle herausnehmbar?'],
    answers: [
      'Ja, sie sind vollständig wasserdicht.',
      'Die meisten Kunden nehmen ihre übliche Größe.',
      'Wir empfehlen Handwäsche.',
      'Ja, die Innensohle lässt sich herausnehmen.',
    ],
  },
  fr: {
    titles: {
      good: ['Je les adore', 'Excellent achat', 'Vaut chaque centime', 'Confortable dès le premier jour', 'Conforme aux photos'],
      mixed: ['Correct, sans plus', 'Bien, avec quelques défauts', 'Fait le travail', 'Correct pour le prix'],
      poor: ['Déçu', 'Pas pour moi', "J'attendais mieux", 'Renvoyé'],
    },
    openers: {
      good: ['Je les porte presque tous les jours depuis un mois.', 'Achetées pour un voyage, elles ne m’ont pas déçu.', 'Très content de cet achat.'],
      mixed: ['Elles conviennent pour tous les jours.', 'Avis mitigé après quelques semaines.', 'Bonne qualité dans l’ensemble.'],
      poor: ['Malheureusement cela n’a pas convenu.', 'Je voulais vraiment les aimer.', 'Pas ce que j’espérais.'],
    },
    details: [
      'La matière est solide et bien finie.',
      'La couleur est identique aux photos.',
      'Je suis resté au sec sous la pluie.',
      'Les coutures sont nettes et régulières.',
      'Assez légères pour de longues marches.',
      'La semelle accroche bien sur la pierre mouillée.',
    ],
    closers: {
      good: ['Je rachèterais.', 'Je recommande vivement.', 'J’ai déjà commandé une deuxième paire.'],
      mixed: ['Vérifiez le guide des tailles avant de commander.', 'Bon rapport qualité-prix en promotion.', 'Conviendra peut-être mieux à d’autres.'],
      poor: ['Je les ai renvoyées.', 'Je ne rachèterais pas.', 'Le service client a été aimable.'],
    },
    names: ['Camille', 'Louis', 'Léa', 'Hugo', 'Chloé', 'Jules', 'Manon', 'Arthur'],
    questions: ['Sont-elles imperméables ?', 'Taillent-elles normalement ?', 'Peut-on les laver en machine ?', 'La semelle intérieure est-elle amovible ?'],
    answers: [
      'Oui, elles sont entièrement imperméables.',
      'La plupart des clients prennent leur taille habituelle.',
      'Nous conseillons un lavage à la main.',
      'Oui, la semelle intérieure se retire.',
    ],
  },
  it: {
    titles: {
      good: ['Le adoro', 'Ottimo acquisto', 'Valgono ogni centesimo', 'Comode dal primo giorno', 'Proprio come in foto'],
      mixed: ['Discrete, non perfette', 'Buone con qualche difetto', 'Fanno il loro lavoro', 'Giuste per il prezzo'],
      poor: ['Deluso', 'Non fanno per me', 'Mi aspettavo di più', 'Restituite'],
    },
    openers: {
      good: ['Le indosso quasi ogni giorno da un mese.', 'Comprate per un viaggio e non mi hanno deluso.', 'Molto soddisfatto di questo acquisto.'],
      mixed: ['Vanno bene per tutti i giorni.', 'Sensazioni contrastanti dopo qualche settimana.', 'Nel complesso buona qualità.'],
      poor: ['Purtroppo non è andata bene.', 'Volevo davvero che mi piacessero.', 'Non è quello che speravo.'],
    },
    details: [
      'Il materiale sembra solido e ben rifinito.',
      'Il colore è identico alle foto.',
      'Sono rimasto asciutto sotto la pioggia.',
      'Le cuciture sono pulite e regolari.',
      'Abbastanza leggere per lunghe camminate.',
      'La suola fa presa sulla pietra bagnata.',
    ],
    closers: {
      good: ['Le ricomprerei.', 'Consigliatissime.', 'Ho già ordinato un secondo paio.'],
      mixed: ['Controllate la tabella taglie prima di ordinare.', 'Buon prezzo in saldo.', 'Forse vanno meglio ad altri.'],
      poor: ['Le ho restituite.', 'Non le ricomprerei.', 'Il servizio clienti però è stato gentile.'],
    },
    names: ['Giulia', 'Marco', 'Sara', 'Luca', 'Chiara', 'Matteo', 'Elena', 'Davide'],
    questions: ['Sono impermeabili?', 'Vestono regolari?', 'Si possono lavare in lavatrice?', 'La soletta è estraibile?'],
    answers: [
      'Sì, sono completamente impermeabili.',
      'La maggior parte dei clienti prende la sua taglia abituale.',
      'Consigliamo il lavaggio a mano.',
      'Sì, la soletta si può estrarre.',
    ],
  },
  es: {
    titles: {
      good: ['Me encantan', 'Gran compra', 'Valen cada céntimo', 'Cómodas desde el primer día', 'Tal como en las fotos'],
      mixed: ['Correctas, no perfectas', 'Bien con algunos fallos', 'Cumplen', 'Bien para el precio'],
      poor: ['Decepcionado', 'No son para mí', 'Esperaba más', 'Devueltas'],
    },
    openers: {
      good: ['Las llevo casi todos los días desde hace un mes.', 'Las compré para un viaje y no me fallaron.', 'Muy contento con esta compra.'],
      mixed: ['Están bien para el día a día.', 'Sensaciones mixtas tras unas semanas.', 'Buena calidad en general.'],
      poor: ['Por desgracia no me funcionaron.', 'Quería que me gustaran.', 'No es lo que esperaba.'],
    },
    details: [
      'El material parece resistente y bien acabado.',
      'El color es igual que en las fotos.',
      'Me mantuvieron seco bajo la lluvia.',
      'Las costuras son limpias y regulares.',
      'Lo bastante ligeras para caminatas largas.',
      'La suela agarra bien en piedra mojada.',
    ],
    closers: {
      good: ['Volvería a comprarlas.', 'Muy recomendables.', 'Ya he pedido un segundo par.'],
      mixed: ['Mirad la guía de tallas antes de pedir.', 'Buen precio en rebajas.', 'Quizá le sienten mejor a otros.'],
      poor: ['Las devolví.', 'No volvería a comprarlas.', 'Eso sí, atención al cliente fue amable.'],
    },
    names: ['Lucía', 'Pablo', 'Carmen', 'Javier', 'Marta', 'Diego', 'Laura', 'Álvaro'],
    questions: ['¿Son impermeables?', '¿Tallan normal?', '¿Se pueden lavar a máquina?', '¿La plantilla es extraíble?'],
    answers: [
      'Sí, son totalmente impermeables.',
      'La mayoría de clientes elige su talla habitual.',
      'Recomendamos lavar a mano.',
      'Sí, la plantilla se puede sacar.',
    ],
  },
  nl: {
    titles: {
      good: ['Echt top', 'Goede aankoop', 'Elke cent waard', 'Vanaf dag één comfortabel', 'Precies zoals op de foto'],
      mixed: ['Prima, niet perfect', 'Goed met een paar minpunten', 'Doet wat het moet doen', 'Oké voor de prijs'],
      poor: ['Teleurgesteld', 'Niet voor mij', 'Meer verwacht', 'Teruggestuurd'],
    },
    openers: {
      good: ['Ik draag ze al een maand bijna elke dag.', 'Gekocht voor een reis en ze stelden niet teleur.', 'Heel blij met deze aankoop.'],
      mixed: ['Voor dagelijks gebruik zijn ze prima.', 'Gemengde gevoelens na een paar weken.', 'Over het algemeen goede kwaliteit.'],
      poor: ['Helaas viel het tegen.', 'Ik wilde ze echt leuk vinden.', 'Niet wat ik hoopte.'],
    },
    details: [
      'Het materiaal voelt stevig en goed afgewerkt.',
      'De kleur is precies als op de foto’s.',
      'Ik bleef droog in de regen.',
      'De naden zijn netjes en gelijkmatig.',
      'Licht genoeg voor lange wandelingen.',
      'De zool heeft goede grip op natte stenen.',
    ],
    closers: {
      good: ['Zou ze weer kopen.', 'Echt een aanrader.', 'Heb al een tweede paar besteld.'],
      mixed: ['Bekijk de maattabel voor je bestelt.', 'Goede prijs in de uitverkoop.', 'Misschien passen ze anderen beter.'],
      poor: ['Ik heb ze teruggestuurd.', 'Zou ze niet opnieuw kopen.', 'De klantenservice was wel behulpzaam.'],
    },
    names: ['Emma', 'Daan', 'Sanne', 'Lars', 'Julia', 'Bram', 'Fleur', 'Thijs'],
    questions: ['Zijn ze waterdicht?', 'Vallen ze normaal qua maat?', 'Kunnen ze in de wasmachine?', 'Is de binnenzool uitneembaar?'],
    answers: ['Ja, ze zijn volledig waterdicht.', 'De meeste klanten nemen hun gewone maat.', 'We raden handwas aan.', 'Ja, de binnenzool kan eruit.'],
  },
  pl: {
    titles: {
      good: ['Uwielbiam je', 'Świetny zakup', 'Warte każdej złotówki', 'Wygodne od pierwszego dnia', 'Dokładnie jak na zdjęciu'],
      mixed: ['Przyzwoite, nie idealne', 'Dobre, z drobnymi wadami', 'Spełniają swoje zadanie', 'W porządku za tę cenę'],
      poor: ['Rozczarowanie', 'Nie dla mnie', 'Spodziewałem się więcej', 'Zwrócone'],
    },
    openers: {
      good: ['Noszę je prawie codziennie od miesiąca.', 'Kupiłem na wyjazd i nie zawiodły.', 'Jestem bardzo zadowolony z zakupu.'],
      mixed: ['Na co dzień są w porządku.', 'Mieszane uczucia po kilku tygodniach.', 'Ogólnie dobra jakość.'],
      poor: ['Niestety się nie sprawdziły.', 'Bardzo chciałem je polubić.', 'Nie tego się spodziewałem.'],
    },
    details: [
      'Materiał jest solidny i dobrze wykończony.',
      'Kolor jest taki jak na zdjęciach.',
      'W deszczu pozostałem suchy.',
      'Szwy są równe i staranne.',
      'Wystarczająco lekkie na długie spacery.',
      'Podeszwa dobrze trzyma się mokrych kamieni.',
    ],
    closers: {
      good: ['Kupiłbym ponownie.', 'Gorąco polecam.', 'Zamówiłem już drugą parę.'],
      mixed: ['Przed zamówieniem sprawdźcie tabelę rozmiarów.', 'Dobra cena na wyprzedaży.', 'Innym mogą pasować lepiej.'],
      poor: ['Zwróciłem je.', 'Nie kupiłbym ponownie.', 'Obsługa klienta była jednak pomocna.'],
    },
    names: ['Zuzanna', 'Jakub', 'Maja', 'Kacper', 'Julia', 'Szymon', 'Hanna', 'Antoni'],
    questions: ['Czy są wodoodporne?', 'Czy rozmiar jest standardowy?', 'Czy można je prać w pralce?', 'Czy wkładka jest wyjmowana?'],
    answers: ['Tak, są w pełni wodoodporne.', 'Większość klientów wybiera swój zwykły rozmiar.', 'Zalecamy pranie ręczne.', 'Tak, wkładkę można wyjąć.'],
  },
  pt: {
    titles: {
      good: ['Adoro', 'Ótima compra', 'Valem cada cêntimo', 'Confortáveis desde o primeiro dia', 'Tal como nas fotos'],
      mixed: ['Razoáveis, não perfeitas', 'Boas com alguns defeitos', 'Cumprem', 'Bem pelo preço'],
      poor: ['Desiludido', 'Não são para mim', 'Esperava mais', 'Devolvidas'],
    },
    openers: {
      good: ['Uso-as quase todos os dias há um mês.', 'Comprei para uma viagem e não me desiludiram.', 'Muito contente com esta compra.'],
      mixed: ['Servem bem para o dia a dia.', 'Sentimentos mistos após algumas semanas.', 'Boa qualidade no geral.'],
      poor: ['Infelizmente não resultou.', 'Queria mesmo gostar delas.', 'Não é o que esperava.'],
    },
    details: [
      'O material parece resistente e bem acabado.',
      'A cor é igual às fotos.',
      'Mantive-me seco à chuva.',
      'As costuras são limpas e regulares.',
      'Leves o suficiente para longas caminhadas.',
      'A sola agarra bem em pedra molhada.',
    ],
    closers: {
      good: ['Voltaria a comprar.', 'Recomendo vivamente.', 'Já encomendei um segundo par.'],
      mixed: ['Vejam a tabela de tamanhos antes de encomendar.', 'Bom preço em saldos.', 'Talvez sirvam melhor a outros.'],
      poor: ['Devolvi-as.', 'Não voltaria a comprar.', 'O apoio ao cliente foi simpático.'],
    },
    names: ['Beatriz', 'João', 'Inês', 'Tiago', 'Mariana', 'Rodrigo', 'Catarina', 'Miguel'],
    questions: ['São impermeáveis?', 'O tamanho é normal?', 'Podem ir à máquina de lavar?', 'A palmilha é removível?'],
    answers: [
      'Sim, são totalmente impermeáveis.',
      'A maioria dos clientes escolhe o tamanho habitual.',
      'Recomendamos lavagem à mão.',
      'Sim, a palmilha pode ser retirada.',
    ],
  },
};
