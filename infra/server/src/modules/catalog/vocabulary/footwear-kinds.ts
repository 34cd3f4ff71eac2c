/** Footwear kinds of Northbound (boots, shoes) and Kerbside (sneakers, skate). Word order: en de fr it es nl pl pt. */
import type { ColourCode } from './colours';
import type { KindStyle } from './kind-style';

const BOOTS: ColourCode[] = ['tan', 'black', 'brown', 'olive', 'sand', 'burgundy'];
const SNEAKERS: ColourCode[] = ['white', 'black', 'navy', 'red', 'grey', 'blue', 'ochre', 'forest'];
const LEATHER = { materials: ['full-grain-leather', 'nubuck', 'suede'], care: ['brush-clean', 'wipe-clean'], apparel: false } as const;
const TEXTILE = { materials: ['mesh', 'canvas', 'recycled-polyester', 'suede'], care: ['wipe-clean', 'hand-wash'], apparel: false } as const;

export const FOOTWEAR_KINDS = {
  hiking: {
    models: ['Ridge', 'Summit', 'Cairn', 'Fell', 'Tor', 'Scree', 'Moraine', 'Pike', 'Crag', 'Glen'],
    types: [
      ['Hiking Boot', 'Wanderstiefel', 'Chaussure de randonnée', 'Scarpone da escursionismo', 'Bota de senderismo', 'Wandelschoen', 'But trekkingowy', 'Bota de caminhada'],
      ['Trek Boot', 'Trekkingstiefel', 'Botte de trek', 'Scarpone da trekking', 'Bota de trekking', 'Trekkingschoen', 'Trzewik trekkingowy', 'Bota de trekking'],
    ],
    description: [
      'A hiking boot with a grippy lugged sole for wet rock and muddy trails.',
      'Ein Wanderstiefel mit griffiger Profilsohle für nasse Felsen und schlammige Wanderwege.',
      'Une chaussure de randonnée avec une semelle crantée pour les rochers mouillés et les sentiers boueux.',
      'Uno scarpone da escursionismo con suola scolpita per rocce bagnate e sentieri fangosi.',
      'Una bota de senderismo con suela de tacos para rocas mojadas y senderos embarrados.',
      'Een wandelschoen met een grijpende profielzool voor natte rotsen en modderige paden.',
      'But trekkingowy z przyczepną podeszwą na mokre skały i błotniste szlaki.',
      'Uma bota de caminhada com sola de tacos para rochas molhadas e trilhos lamacentos.',
    ],
    priceRange: [110, 180], palette: BOOTS, silhouette: 'boot', ...LEATHER, fits: ['regular', 'wide'],
    features: { always: ['waterproof'], optional: ['breathable', 'slip-resistant', 'recycled'] },
  },
  chelsea: {
    models: ['Camden', 'Harbour', 'Mews', 'Foundry', 'Wharf', 'Albion', 'Canal', 'Market'],
    types: [
      ['Chelsea Boot', 'Chelsea-Boot', 'Bottine Chelsea', 'Stivaletto Chelsea', 'Botín Chelsea', 'Chelsea boot', 'Sztyblet', 'Bota Chelsea'],
      ['Pull-On Boot', 'Schlupfstiefel', 'Bottine à enfiler', 'Stivaletto senza lacci', 'Botín sin cordones', 'Instapboot', 'But wsuwany', 'Bota sem atacadores'],
    ],
    description: [
      'A clean-lined Chelsea boot with elastic gussets and a stitched rubber sole, from the office to the pub.',
      'Ein schlichter Chelsea-Boot mit elastischen Einsätzen und genähter Gummisohle, vom Büro bis in die Bar.',
      'Une bottine Chelsea épurée avec des élastiques latéraux et une semelle en caoutchouc cousue, du bureau au bistrot.',
      "Uno stivaletto Chelsea essenziale con elastici laterali e suola in gomma cucita, dall'ufficio all'aperitivo.",
      'Un botín Chelsea de líneas limpias con elásticos laterales y suela de goma cosida, de la oficina al bar.',
      'Een strakke chelsea boot met elastische inzetstukken en een gestikte rubberzool, van kantoor tot café.',
      'Elegancki sztyblet z elastycznymi wstawkami i przeszywaną gumową podeszwą, do biura i na wieczór.',
      'Uma bota Chelsea de linhas simples com elásticos laterais e sola de borracha cosida, do escritório ao café.',
    ],
    priceRange: [90, 150], palette: BOOTS, silhouette: 'boot', ...LEATHER, fits: ['regular', 'narrow'],
    features: { always: [], optional: ['waterproof', 'slip-resistant'] },
  },
  winter: {
    models: ['Thaw', 'Frost', 'Drift', 'Tundra', 'Sleet', 'Polar'],
    types: [
      ['Winter Boot', 'Winterstiefel', "Botte d'hiver", 'Stivale invernale', 'Bota de invierno', 'Winterlaars', 'But zimowy', 'Bota de inverno'],
      ['Snow Boot', 'Schneestiefel', 'Botte de neige', 'Stivale da neve', 'Bota de nieve', 'Snowboot', 'Śniegowiec', 'Bota de neve'],
    ],
    description: [
      'A winter boot with a warm fleece lining and a sole that stays soft in the cold.',
      'Ein Winterstiefel mit warmem Fleecefutter und einer Sohle, die auch bei Kälte weich bleibt.',
      "Une botte d'hiver avec une doublure polaire chaude et une semelle qui reste souple par grand froid.",
      'Uno stivale invernale con fodera in pile calda e una suola che resta morbida al freddo.',
      'Una bota de invierno con forro polar cálido y una suela que sigue flexible con el frío.',
      'Een winterlaars met warme fleecevoering en een zool die soepel blijft in de kou.',
      'But zimowy z ciepłą polarową podszewką i podeszwą, która pozostaje miękka na mrozie.',
      'Uma bota de inverno com forro polar quente e uma sola que se mantém flexível no frio.',
    ],
    priceRange: [120, 190], palette: BOOTS, silhouette: 'boot', ...LEATHER, fits: ['regular', 'wide'],
    features: { always: ['insulated', 'waterproof'], optional: ['slip-resistant'] },
  },
  walking: {
    models: ['Meadow', 'Lane', 'Heath', 'Common', 'Orchard', 'Brook'],
    types: [
      ['Walking Shoe', 'Wanderschuh', 'Chaussure de marche', 'Scarpa da passeggio', 'Zapato para caminar', 'Wandelschoen', 'But spacerowy', 'Sapato de caminhada'],
      ['Rambler', 'Freizeitschuh', 'Chaussure de balade', 'Scarpa da città', 'Zapato de paseo', 'Vrijetijdsschoen', 'Półbut spacerowy', 'Sapato de passeio'],
    ],
    description: [
      'A light walking shoe with a breathable upper for town streets and towpaths.',
      'Ein leichter Wanderschuh mit atmungsaktivem Obermaterial für Stadt und Uferwege.',
      'Une chaussure de marche légère avec une tige respirante pour la ville et les chemins de halage.',
      'Una scarpa da passeggio leggera con tomaia traspirante per la città e i sentieri lungo il fiume.',
      'Un zapato para caminar ligero con empeine transpirable para la ciudad y los caminos junto al río.',
      'Een lichte wandelschoen met een ademend bovenwerk voor de stad en jaagpaden.',
      'Lekki but spacerowy z oddychającą cholewką na miejskie ulice i ścieżki nad rzeką.',
      'Um sapato de caminhada leve com gáspea respirável para a cidade e caminhos junto ao rio.',
    ],
    priceRange: [70, 120], palette: BOOTS, silhouette: 'shoe', ...TEXTILE, fits: ['regular', 'wide'],
    features: { always: ['breathable'], optional: ['lightweight', 'vegan', 'recycled'] },
  },
  trail: {
    models: ['Gully', 'Switchback', 'Bracken', 'Bridleway', 'Spur', 'Saddle'],
    types: [
      ['Trail Shoe', 'Trailschuh', 'Chaussure de trail', 'Scarpa da trail', 'Zapatilla de trail', 'Trailschoen', 'But trailowy', 'Sapatilha de trail'],
      ['Trail Runner', 'Traillaufschuh', 'Chaussure de trail running', 'Scarpa da trail running', 'Zapatilla de trail running', 'Trailrunningschoen', 'But do biegania w terenie', 'Sapatilha de trail running'],
    ],
    description: [
      'A nimble trail shoe with a rock plate and deep lugs for technical ground.',
      'Ein wendiger Trailschuh mit Steinschutzplatte und tiefem Profil für technisches Gelände.',
      'Une chaussure de trail agile avec plaque anti-roches et crampons profonds pour les terrains techniques.',
      'Una scarpa da trail agile con piastra protettiva e tasselli profondi per terreni tecnici.',
      'Una zapatilla de trail ágil con placa protectora y tacos profundos para terrenos técnicos.',
      'Een wendbare trailschoen met steenplaat en diepe noppen voor technisch terrein.',
      'Zwinny but trailowy z płytką ochronną i głębokim bieżnikiem na techniczny teren.',
      'Uma sapatilha de trail ágil com placa de proteção e tacos profundos para terreno técnico.',
    ],
    priceRange: [85, 140], palette: [...BOOTS, 'blue', 'red'], silhouette: 'shoe', ...TEXTILE, fits: ['regular', 'narrow'],
    features: { always: ['lightweight'], optional: ['waterproof', 'breathable', 'vegan'] },
  },
  work: {
    models: ['Forge', 'Anvil', 'Quarry', 'Rivet', 'Timber', 'Dockyard'],
    types: [
      ['Work Boot', 'Arbeitsstiefel', 'Chaussure de travail', 'Scarpa da lavoro', 'Bota de trabajo', 'Werkschoen', 'But roboczy', 'Bota de trabalho'],
      ['Safety Boot', 'Sicherheitsstiefel', 'Chaussure de sécurité', 'Scarpa antinfortunistica', 'Bota de seguridad', 'Veiligheidsschoen', 'But ochronny', 'Bota de segurança'],
    ],
    description: [
      'A welted work boot with a slip-resistant sole and a composite toe cap.',
      'Ein rahmengenähter Arbeitsstiefel mit rutschfester Sohle und Zehenschutzkappe aus Verbundstoff.',
      'Une chaussure de travail cousue trépointe avec semelle antidérapante et coque composite.',
      'Una scarpa da lavoro con cucitura Goodyear, suola antiscivolo e puntale in composito.',
      'Una bota de trabajo cosida con suela antideslizante y puntera de composite.',
      'Een gestikte werkschoen met antislipzool en composiet neus.',
      'Szyty but roboczy z antypoślizgową podeszwą i kompozytowym podnoskiem.',
      'Uma bota de trabalho cosida com sola antiderrapante e biqueira em compósito.',
    ],
    priceRange: [100, 160], palette: BOOTS, silhouette: 'boot', ...LEATHER, fits: ['regular', 'wide'],
    features: { always: ['slip-resistant'], optional: ['waterproof', 'insulated'] },
  },
  wellies: {
    models: ['Puddle', 'Splash', 'Rainy', 'Duck', 'Tadpole'],
    types: [
      ['Welly', 'Gummistiefel', 'Botte de pluie', 'Stivale di gomma', 'Bota de agua', 'Regenlaars', 'Kalosz', 'Galocha'],
      ['Rain Boot', 'Regenstiefel', 'Botte en caoutchouc', 'Stivale da pioggia', 'Bota de lluvia', 'Rubberlaars', 'Kalosz gumowy', 'Bota de chuva'],
    ],
    description: [
      'A natural rubber welly with easy pull handles for muddy school runs.',
      'Ein Gummistiefel aus Naturkautschuk mit Anziehschlaufen für matschige Schulwege.',
      "Une botte de pluie en caoutchouc naturel avec des anses pour les trajets boueux vers l'école.",
      'Uno stivale di gomma naturale con maniglie per infilarlo facilmente nelle giornate di fango.',
      'Una bota de agua de caucho natural con asas para los días de barro camino del colegio.',
      'Een regenlaars van natuurrubber met handige lussen voor modderige schoolritjes.',
      'Kalosz z naturalnego kauczuku z uchwytami do łatwego wkładania na błotniste wyjścia do szkoły.',
      'Uma galocha de borracha natural com pegas para os dias de lama a caminho da escola.',
    ],
    priceRange: [35, 60], palette: ['red', 'navy', 'olive', 'ochre', 'blue'], silhouette: 'boot',
    materials: ['rubber'], care: ['wipe-clean'], apparel: false, fits: ['regular'],
    features: { always: ['waterproof', 'vegan'], optional: ['reflective'] },
  },
} as const satisfies Record<string, KindStyle>;
