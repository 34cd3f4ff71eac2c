/** Sneaker and skate kinds of Kerbside. Word order: en de fr it es nl pl pt. */
import type { ColourCode } from './colours';
import type { KindStyle } from './kind-style';

const SNEAKERS: ColourCode[] = ['white', 'black', 'navy', 'red', 'grey', 'blue', 'ochre', 'forest'];
const UPPERS = { materials: ['full-grain-leather', 'suede', 'canvas', 'mesh'], care: ['wipe-clean', 'brush-clean'], apparel: false } as const;

export const SNEAKER_KINDS = {
  lifestyle: {
    models: ['Kerb', 'Avenue', 'Block', 'Corner', 'Arcade', 'Transit', 'Parade', 'Metro'],
    types: [
      ['Sneaker', 'Sneaker', 'Basket', 'Sneaker', 'Zapatilla', 'Sneaker', 'Sneaker', 'Sapatilha'],
      ['Trainer', 'Turnschuh', 'Chaussure de sport', 'Scarpa sportiva', 'Zapatilla deportiva', 'Sportschoen', 'But sportowy', 'Ténis'],
    ],
    description: [
      'An everyday sneaker with a cupsole that breaks in fast and a padded collar.',
      'Ein Alltags-Sneaker mit Cupsole, die sich schnell einläuft, und gepolstertem Schaftrand.',
      'Une basket de tous les jours avec une semelle cuvette vite confortable et un col rembourré.',
      'Una sneaker per tutti i giorni con suola a cassetta comoda da subito e collarino imbottito.',
      'Una zapatilla para el día a día con suela de copa cómoda desde el primer uso y cuello acolchado.',
      'Een sneaker voor elke dag met een cupsole die snel inloopt en een gevoerde enkelkraag.',
      'Codzienny sneaker z podeszwą kubełkową, która szybko się układa, i wyściełanym kołnierzem.',
      'Uma sapatilha para o dia a dia com sola em copo confortável desde o início e gola almofadada.',
    ],
    priceRange: [60, 110], palette: SNEAKERS, silhouette: 'sneaker', ...UPPERS, fits: ['regular', 'wide'],
    features: { always: [], optional: ['vegan', 'recycled', 'lightweight'] },
  },
  running: {
    models: ['Pace', 'Tempo', 'Stride', 'Sprint', 'Cadence', 'Split'],
    types: [
      ['Running Shoe', 'Laufschuh', 'Chaussure de running', 'Scarpa da corsa', 'Zapatilla de running', 'Hardloopschoen', 'But do biegania', 'Sapatilha de corrida'],
      ['Road Runner', 'Straßenlaufschuh', 'Chaussure de course sur route', 'Scarpa da corsa su strada', 'Zapatilla de asfalto', 'Wegloopschoen', 'But do biegania po asfalcie', 'Sapatilha de estrada'],
    ],
    description: [
      'A responsive road running shoe with a foam midsole and an engineered upper.',
      'Ein reaktionsfreudiger Laufschuh für die Straße mit Schaumzwischensohle und leichtem Obermaterial.',
      'Une chaussure de running réactive pour la route avec semelle intermédiaire en mousse et tige légère.',
      'Una scarpa da corsa reattiva per strada con intersuola in schiuma e tomaia leggera.',
      'Una zapatilla de running reactiva para asfalto con mediasuela de espuma y empeine ligero.',
      'Een responsieve hardloopschoen voor de weg met schuimtussenzool en licht bovenwerk.',
      'Dynamiczny but do biegania po asfalcie z piankową międzypodeszwą i lekką cholewką.',
      'Uma sapatilha de corrida reativa para estrada com entressola de espuma e gáspea leve.',
    ],
    priceRange: [80, 150], palette: SNEAKERS, silhouette: 'sneaker',
    materials: ['mesh', 'recycled-polyester'], care: ['hand-wash', 'wipe-clean'], apparel: false, fits: ['regular', 'narrow', 'wide'],
    features: { always: ['breathable', 'lightweight'], optional: ['reflective', 'vegan', 'recycled'] },
  },
  basketball: {
    models: ['Rebound', 'Alley', 'Fadeaway', 'Paint', 'Baseline'],
    types: [
      ['Court Hi', 'Basketballschuh', 'Chaussure de basket', 'Scarpa da basket', 'Zapatilla de baloncesto', 'Basketbalschoen', 'But do koszykówki', 'Sapatilha de basquetebol'],
      ['Hi-Top', 'High-Top-Sneaker', 'Basket montante', 'Sneaker alta', 'Zapatilla alta', 'Hoge sneaker', 'Wysoki sneaker', 'Sapatilha de cano alto'],
    ],
    description: [
      'A high-top basketball shoe with ankle padding and a herringbone outsole for quick cuts.',
      'Ein hoher Basketballschuh mit Knöchelpolster und Fischgrät-Außensohle für schnelle Richtungswechsel.',
      'Une chaussure de basket montante avec rembourrage à la cheville et semelle à chevrons pour les appuis rapides.',
      'Una scarpa da basket alta con imbottitura alla caviglia e suola a spina di pesce per cambi di direzione rapidi.',
      'Una zapatilla de baloncesto alta con acolchado en el tobillo y suela en espiga para cambios rápidos.',
      'Een hoge basketbalschoen met enkelvulling en visgraatzool voor snelle wendingen.',
      'Wysoki but do koszykówki z wyściełaniem kostki i podeszwą w jodełkę do szybkich zwrotów.',
      'Uma sapatilha de basquetebol de cano alto com almofada no tornozelo e sola em espinha para mudanças rápidas.',
    ],
    priceRange: [90, 160], palette: SNEAKERS, silhouette: 'high-top', ...UPPERS, fits: ['regular', 'wide'],
    features: { always: ['slip-resistant'], optional: ['breathable', 'vegan'] },
  },
  low: {
    models: ['Grind', 'Ollie', 'Kickflip', 'Manual', 'Nollie', 'Boardslide'],
    types: [
      ['Skate Shoe', 'Skateschuh', 'Chaussure de skate', 'Scarpa da skate', 'Zapatilla de skate', 'Skateschoen', 'But do deskorolki', 'Sapatilha de skate'],
      ['Vulc Low', 'Vulkanisierter Skateschuh', 'Chaussure de skate vulcanisée', 'Scarpa vulcanizzata', 'Zapatilla vulcanizada', 'Gevulkaniseerde skateschoen', 'Wulkanizowany but deskorolkowy', 'Sapatilha vulcanizada'],
    ],
    description: [
      'A vulcanised skate shoe with a suede toe cap and a waffle sole for board feel.',
      'Ein vulkanisierter Skateschuh mit Zehenkappe aus Veloursleder und Waffelsohle für echtes Boardgefühl.',
      'Une chaussure de skate vulcanisée avec bout en daim et semelle gaufrée pour bien sentir la planche.',
      'Una scarpa da skate vulcanizzata con puntale in camoscio e suola a waffle per sentire la tavola.',
      'Una zapatilla de skate vulcanizada con puntera de ante y suela de gofre para sentir la tabla.',
      'Een gevulkaniseerde skateschoen met suède neus en wafelzool voor goed boardgevoel.',
      'Wulkanizowany but do deskorolki z zamszowym noskiem i podeszwą waflową dla czucia deski.',
      'Uma sapatilha de skate vulcanizada com biqueira em camurça e sola waffle para sentir a prancha.',
    ],
    priceRange: [55, 85], palette: SNEAKERS, silhouette: 'sneaker', ...UPPERS, fits: ['regular'],
    features: { always: ['slip-resistant'], optional: ['vegan', 'recycled'] },
  },
  high: {
    models: ['Halfpipe', 'Bowl', 'Coping', 'Vert', 'Quarter'],
    types: [
      ['Skate Hi', 'Hoher Skateschuh', 'Chaussure de skate montante', 'Scarpa da skate alta', 'Zapatilla de skate alta', 'Hoge skateschoen', 'Wysoki but do deskorolki', 'Sapatilha de skate de cano alto'],
      ['Vulc Hi', 'Vulkanisierter High-Top', 'Montante vulcanisée', 'Sneaker alta vulcanizzata', 'Zapatilla vulcanizada alta', 'Gevulkaniseerde hoge schoen', 'Wulkanizowany wysoki but', 'Sapatilha vulcanizada alta'],
    ],
    description: [
      'A padded high-top skate shoe with a double-stitched ollie area.',
      'Ein gepolsterter hoher Skateschuh mit doppelt vernähter Ollie-Zone.',
      "Une chaussure de skate montante rembourrée avec zone d'ollie à double couture.",
      'Una scarpa da skate alta imbottita con zona ollie a doppia cucitura.',
      'Una zapatilla de skate alta acolchada con zona de ollie de doble costura.',
      'Een gevoerde hoge skateschoen met dubbel gestikte ollie-zone.',
      'Wyściełany wysoki but do deskorolki z podwójnie przeszytą strefą ollie.',
      'Uma sapatilha de skate de cano alto almofadada com zona de ollie com costura dupla.',
    ],
    priceRange: [60, 95], palette: SNEAKERS, silhouette: 'high-top', ...UPPERS, fits: ['regular'],
    features: { always: ['slip-resistant'], optional: ['vegan'] },
  },
} as const satisfies Record<string, KindStyle>;
