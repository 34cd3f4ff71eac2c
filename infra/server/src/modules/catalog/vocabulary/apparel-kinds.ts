/** Outdoor apparel kinds of Fieldwear. Word order: en de fr it es nl pl pt. */
import type { ColourCode } from './colours';
import type { KindStyle } from './kind-style';

const OUTDOOR: ColourCode[] = ['navy', 'forest', 'red', 'black', 'orange', 'teal', 'ochre', 'grey'];
const EARTH: ColourCode[] = ['olive', 'sand', 'grey', 'black', 'navy', 'brown', 'forest'];

export const APPAREL_KINDS = {
  rain: {
    models: ['Squall', 'Drizzle', 'Monsoon', 'Downpour', 'Cloudburst', 'Torrent', 'Mizzle'],
    types: [
      ['Rain Jacket', 'Regenjacke', 'Veste de pluie', 'Giacca antipioggia', 'Chaqueta impermeable', 'Regenjas', 'Kurtka przeciwdeszczowa', 'Casaco impermeável'],
      ['Shell Jacket', 'Hardshelljacke', 'Veste hardshell', 'Giacca hardshell', 'Chaqueta hardshell', 'Hardshell jas', 'Kurtka hardshell', 'Casaco hardshell'],
    ],
    description: [
      'A rain jacket with taped seams and an adjustable hood for wet days on the hills.',
      'Eine Regenjacke mit verschweißten Nähten und verstellbarer Kapuze für nasse Tage in den Bergen.',
      'Une veste de pluie avec coutures étanches et capuche réglable pour les journées humides en montagne.',
      'Una giacca antipioggia con cuciture nastrate e cappuccio regolabile per le giornate bagnate in montagna.',
      'Una chaqueta impermeable con costuras selladas y capucha ajustable para los días de lluvia en la montaña.',
      'Een regenjas met getapete naden en verstelbare capuchon voor natte dagen in de heuvels.',
      'Kurtka przeciwdeszczowa z klejonymi szwami i regulowanym kapturem na deszczowe dni w górach.',
      'Um casaco impermeável com costuras seladas e capuz ajustável para dias de chuva na montanha.',
    ],
    priceRange: [90, 220], palette: OUTDOOR, silhouette: 'jacket',
    materials: ['nylon', 'recycled-polyester'], care: ['machine-30'], fits: ['regular', 'relaxed'], apparel: true,
    features: { always: ['waterproof', 'breathable'], optional: ['packable', 'reflective', 'recycled'] },
  },
  insulated: {
    models: ['Ember', 'Hearth', 'Bivvy', 'Cinder', 'Bothy', 'Kindle'],
    types: [
      ['Down Jacket', 'Daunenjacke', 'Doudoune', 'Piumino', 'Chaqueta de plumas', 'Donsjas', 'Kurtka puchowa', 'Casaco de penas'],
      ['Insulated Jacket', 'Isolationsjacke', 'Veste isolante', 'Giacca imbottita', 'Chaqueta aislante', 'Gevoerde jas', 'Kurtka ocieplana', 'Casaco isolante'],
    ],
    description: [
      'A warm jacket that packs small and keeps the heat in at cold summits.',
      'Eine warme Jacke, die sich klein verstauen lässt und auf kalten Gipfeln die Wärme hält.',
      'Une veste chaude qui se range dans un petit volume et garde la chaleur sur les sommets froids.',
      'Una giacca calda che si ripiega in poco spazio e trattiene il calore sulle vette fredde.',
      'Una chaqueta cálida que ocupa poco y conserva el calor en las cumbres frías.',
      'Een warme jas die klein inpakt en de warmte vasthoudt op koude toppen.',
      'Ciepła kurtka, która mało zajmuje w plecaku i zatrzymuje ciepło na zimnych szczytach.',
      'Um casaco quente que ocupa pouco espaço e guarda o calor nos cumes frios.',
    ],
    priceRange: [120, 260], palette: OUTDOOR, silhouette: 'jacket',
    materials: ['nylon', 'recycled-polyester'], care: ['hand-wash', 'machine-30'], fits: ['regular', 'slim'], apparel: true,
    features: { always: ['insulated'], optional: ['packable', 'lightweight', 'recycled'] },
  },
  softshell: {
    models: ['Gale', 'Updraft', 'Chinook', 'Zephyr', 'Scarp'],
    types: [
      ['Softshell Jacket', 'Softshelljacke', 'Veste softshell', 'Giacca softshell', 'Chaqueta softshell', 'Softshell jas', 'Kurtka softshell', 'Casaco softshell'],
      ['Wind Jacket', 'Windjacke', 'Coupe-vent', 'Giacca antivento', 'Cortavientos', 'Windjack', 'Wiatrówka', 'Corta-vento'],
    ],
    description: [
      'A stretchy softshell jacket that blocks the wind and breathes on fast ascents.',
      'Eine elastische Softshelljacke, die den Wind abhält und bei schnellen Aufstiegen atmet.',
      'Une veste softshell extensible qui coupe le vent et respire dans les montées rapides.',
      'Una giacca softshell elastica che ferma il vento e traspira nelle salite veloci.',
      'Una chaqueta softshell elástica que frena el viento y transpira en los ascensos rápidos.',
      'Een rekbare softshell jas die de wind tegenhoudt en ademt bij snelle beklimmingen.',
      'Elastyczna kurtka softshell, która chroni przed wiatrem i oddycha podczas szybkich podejść.',
      'Um casaco softshell elástico que trava o vento e respira nas subidas rápidas.',
    ],
    priceRange: [80, 160], palette: OUTDOOR, silhouette: 'jacket',
    materials: ['softshell'], care: ['machine-30'], fits: ['slim', 'regular'], apparel: true,
    features: { always: ['stretch', 'breathable'], optional: ['reflective', 'quick-dry'] },
  },
  fleece: {
    models: ['Bracken', 'Heather', 'Campfire', 'Lichen', 'Thistle', 'Cotton Grass'],
    types: [
      ['Fleece', 'Fleecejacke', 'Polaire', 'Pile', 'Forro polar', 'Fleecevest', 'Polar', 'Casaco polar'],
      ['Half-Zip Fleece', 'Fleecepullover', 'Polaire demi-zip', 'Pile con mezza zip', 'Forro polar de media cremallera', 'Fleecetrui', 'Polar z krótkim zamkiem', 'Polar com meio fecho'],
    ],
    description: [
      'A cosy fleece for layering on cool mornings at camp.',
      'Eine kuschelige Fleecejacke zum Drunterziehen an kühlen Morgen im Zeltlager.',
      'Une polaire douillette à superposer les matins frais au camp.',
      'Un pile accogliente da indossare a strati nelle mattine fresche in campeggio.',
      'Un forro polar acogedor para llevar por capas en las mañanas frescas de acampada.',
      'Een knusse fleece om te combineren op koele ochtenden op de camping.',
      'Przytulny polar do noszenia na warstwę w chłodne poranki na biwaku.',
      'Um polar confortável para usar por camadas nas manhãs frescas no acampamento.',
    ],
    priceRange: [40, 90], palette: [...OUTDOOR, 'sand'], silhouette: 'top',
    materials: ['recycled-polyester'], care: ['machine-30'], fits: ['regular', 'relaxed'], apparel: true,
    features: { always: ['recycled'], optional: ['lightweight', 'quick-dry'] },
  },
  'base-layer': {
    models: ['Ghyll', 'Beck', 'Tarn', 'Scar', 'Nab'],
    types: [
      ['Base Layer Top', 'Funktionsshirt', 'Haut technique', 'Maglia tecnica', 'Camiseta térmica', 'Thermoshirt', 'Koszulka termoaktywna', 'Camisola térmica'],
      ['Merino Tee', 'Merino-T-Shirt', 'T-shirt en mérinos', 'T-shirt in merino', 'Camiseta de merino', 'Merino T-shirt', 'Koszulka z merino', 'T-shirt de merino'],
    ],
    description: [
      'A soft base layer that wicks sweat on long hikes and stays fresh for days.',
      'Eine weiche Funktionsschicht, die auf langen Wanderungen Schweiß ableitet und tagelang frisch bleibt.',
      'Une première couche douce qui évacue la transpiration pendant les longues randonnées et reste fraîche plusieurs jours.',
      'Uno strato base morbido che allontana il sudore nelle lunghe escursioni e resta fresco per giorni.',
      'Una capa base suave que evacua el sudor en las rutas largas y se mantiene fresca durante días.',
      'Een zachte basislaag die zweet afvoert op lange wandelingen en dagenlang fris blijft.',
      'Miękka warstwa bazowa, która odprowadza pot na długich wędrówkach i długo pozostaje świeża.',
      'Uma camada base macia que afasta o suor nas caminhadas longas e se mantém fresca durante dias.',
    ],
    priceRange: [35, 80], palette: [...EARTH, 'teal'], silhouette: 'top',
    materials: ['merino', 'organic-cotton', 'recycled-polyester'], care: ['hand-wash', 'machine-30'], fits: ['slim', 'regular'], apparel: true,
    features: { always: ['breathable'], optional: ['quick-dry', 'lightweight'] },
  },
  trekking: {
    models: ['Traverse', 'Waymark', 'Cairn', 'Stile', 'Drove', 'Packhorse'],
    types: [
      ['Hiking Trousers', 'Wanderhose', 'Pantalon de randonnée', 'Pantaloni da escursionismo', 'Pantalón de senderismo', 'Wandelbroek', 'Spodnie trekkingowe', 'Calças de caminhada'],
      ['Convertible Trousers', 'Zip-Off-Hose', 'Pantalon convertible', 'Pantaloni convertibili', 'Pantalón desmontable', 'Afritsbroek', 'Spodnie z odpinanymi nogawkami', 'Calças convertíveis'],
    ],
    description: [
      'Durable hiking trousers with articulated knees and zipped pockets for long days on the trail.',
      'Robuste Wanderhose mit vorgeformten Knien und Reißverschlusstaschen für lange Tage auf dem Wanderweg.',
      'Un pantalon de randonnée résistant avec genoux préformés et poches zippées pour les longues journées sur le sentier.',
      'Pantaloni da escursionismo resistenti con ginocchia sagomate e tasche con zip per lunghe giornate sul sentiero.',
      'Unos pantalones de senderismo resistentes con rodillas preformadas y bolsillos con cremallera para largas jornadas.',
      'Een stevige wandelbroek met voorgevormde knieën en zakken met rits voor lange dagen op het pad.',
      'Wytrzymałe spodnie trekkingowe z profilowanymi kolanami i kieszeniami na zamek na długie dni na szlaku.',
      'Calças de caminhada resistentes com joelhos pré-formados e bolsos com fecho para longos dias no trilho.',
    ],
    priceRange: [55, 120], palette: EARTH, silhouette: 'trousers',
    materials: ['nylon', 'softshell', 'organic-cotton'], care: ['machine-30'], fits: ['regular', 'slim', 'relaxed'], apparel: true,
    features: { always: ['stretch'], optional: ['quick-dry', 'waterproof', 'recycled'] },
  },
  shorts: {
    models: ['Riverbank', 'Ford', 'Shingle', 'Sandbar', 'Weir'],
    types: [
      ['Hiking Shorts', 'Wandershorts', 'Short de randonnée', 'Pantaloncini da escursionismo', 'Pantalón corto de senderismo', 'Wandelshort', 'Szorty trekkingowe', 'Calções de caminhada'],
      ['Trail Shorts', 'Trailshorts', 'Short de trail', 'Pantaloncini da trail', 'Pantalón corto de trail', 'Trailshort', 'Szorty do biegania w terenie', 'Calções de trail'],
    ],
    description: [
      'Light hiking shorts that dry fast after a river crossing.',
      'Leichte Wandershorts, die nach einer Flussquerung schnell trocknen.',
      "Un short de randonnée léger qui sèche vite après la traversée d'une rivière.",
      'Pantaloncini da escursionismo leggeri che si asciugano in fretta dopo un guado.',
      'Unos pantalones cortos de senderismo ligeros que se secan rápido tras cruzar un río.',
      'Lichte wandelshorts die snel drogen na het oversteken van een rivier.',
      'Lekkie szorty trekkingowe, które szybko schną po przejściu przez rzekę.',
      'Calções de caminhada leves que secam depressa depois de atravessar um rio.',
    ],
    priceRange: [30, 70], palette: EARTH, silhouette: 'trousers',
    materials: ['nylon', 'organic-cotton'], care: ['machine-30'], fits: ['regular', 'relaxed'], apparel: true,
    features: { always: ['quick-dry'], optional: ['stretch', 'lightweight', 'recycled'] },
  },
} as const satisfies Record<string, KindStyle>;
