/** Shop-the-look outfits per brand: a name per language and the leaf categories whose products the outfit shows. */
import type { BrandKey } from '@sf/remote-contract';
import type { Words } from './vocabulary/languages';

export interface LookDefinition {
  id: string;
  name: Words;
  /** Leaf category slugs, one product each, drawn in this order on a 2 × 2 grid. */
  slots: readonly string[];
}

export const LOOKS: Record<BrandKey, readonly LookDefinition[]> = {
  northbound: [
    {
      id: 'fell-day',
      name: ['Fell day', 'Tag am Berg', 'Journée en montagne', 'Giornata in quota', 'Día de montaña', 'Dag in de bergen', 'Dzień w górach', 'Dia na montanha'],
      slots: ['women/boots/hiking', 'women/shoes/trail', 'women/shoes/walking'],
    },
    {
      id: 'town-and-trail',
      name: [
        'Town and trail',
        'Stadt und Trail',
        'Ville et sentier',
        'Città e sentiero',
        'Ciudad y sendero',
        'Stad en pad',
        'Miasto i szlak',
        'Cidade e trilho',
      ],
      slots: ['men/boots/chelsea', 'men/shoes/trail', 'men/boots/hiking', 'men/boots/work'],
    },
    {
      id: 'winter-walk',
      name: [
        'Winter walk',
        'Winterspaziergang',
        "Balade d'hiver",
        'Passeggiata invernale',
        'Paseo de invierno',
        'Winterwandeling',
        'Zimowy spacer',
        'Passeio de inverno',
      ],
      slots: ['women/boots/winter', 'women/boots/chelsea', 'women/shoes/walking'],
    },
    {
      id: 'puddle-jumpers',
      name: [
        'Puddle jumpers',
        'Pfützenspringer',
        'Sauteurs de flaques',
        'Salta pozzanghere',
        'Saltacharcos',
        'Plassenspringers',
        'Skoczkowie przez kałuże',
        'Saltadores de poças',
      ],
      slots: ['kids/boots/wellies', 'kids/boots/hiking'],
    },
  ],
  kerbside: [
    {
      id: 'street-session',
      name: ['Street session', 'Street-Session', 'Session de rue', 'Sessione in strada', 'Sesión callejera', 'Straatsessie', 'Sesja na ulicy', 'Sessão de rua'],
      slots: ['men/skate/low', 'men/skate/high', 'men/sneakers/lifestyle'],
    },
    {
      id: 'morning-run',
      name: ['Morning run', 'Morgenlauf', 'Course du matin', 'Corsa mattutina', 'Carrera matinal', 'Ochtendloop', 'Poranny bieg', 'Corrida matinal'],
      slots: ['women/sneakers/running', 'women/sneakers/lifestyle', 'women/skate/low'],
    },
    {
      id: 'court-to-kerb',
      name: [
        'Court to kerb',
        'Vom Court auf die Straße',
        'Du terrain à la rue',
        'Dal campo alla strada',
        'De la pista a la calle',
        'Van veld tot straat',
        'Z boiska na ulicę',
        'Do campo para a rua',
      ],
      slots: ['men/sneakers/basketball', 'men/sneakers/running', 'men/sneakers/lifestyle', 'men/skate/high'],
    },
  ],
  fieldwear: [
    {
      id: 'rainy-ridge',
      name: [
        'Rainy ridge',
        'Regen am Grat',
        'Crête sous la pluie',
        'Cresta sotto la pioggia',
        'Cresta bajo la lluvia',
        'Regen op de graat',
        'Deszczowa grań',
        'Cumeada à chuva',
      ],
      slots: ['women/jackets/rain', 'women/tops/base-layer', 'women/trousers/trekking'],
    },
    {
      id: 'cold-camp',
      name: ['Cold camp', 'Kaltes Camp', 'Bivouac froid', 'Campo al freddo', 'Campamento frío', 'Koud kamp', 'Zimny obóz', 'Acampamento frio'],
      slots: ['men/jackets/insulated', 'men/tops/fleece', 'men/trousers/trekking', 'men/tops/base-layer'],
    },
    {
      id: 'summer-hike',
      name: [
        'Summer hike',
        'Sommerwanderung',
        "Randonnée d'été",
        'Escursione estiva',
        'Ruta de verano',
        'Zomerwandeling',
        'Letnia wędrówka',
        'Caminhada de verão',
      ],
      slots: ['men/jackets/softshell', 'men/tops/base-layer', 'men/trousers/shorts'],
    },
    {
      id: 'school-trip',
      name: ['School trip', 'Klassenfahrt', 'Sortie scolaire', 'Gita scolastica', 'Excursión escolar', 'Schoolreis', 'Wycieczka szkolna', 'Visita de estudo'],
      slots: ['kids/jackets/rain', 'kids/tops/fleece'],
    },
  ],
};

/** Hotspot of grid slot n in percent of the outfit picture (2 × 2 cells, one silhouette centred in each). */
export const slotPosition = (slot: number): { x: number; y: number } => ({ x: slot % 2 === 0 ? 25 : 75, y: slot < 2 ? 24 : 74 });

export function findLook(lookId: string): { brand: BrandKey; look: LookDefinition } | null {
  for (const [brand, looks] of Object.entries(LOOKS) as Array<[BrandKey, readonly LookDefinition[]]>) {
    const look = looks.find((candidate) => candidate.id === lookId);
    if (look) return { brand, look };
  }
  return null;
}
