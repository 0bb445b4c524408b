/**
 * The demonstration park's activities and rooms (every activity of the specification). Ids are fixed so
 * that links (formula -> article, rooms, packs) stay readable and stable.
 */
const strings = (string_1: string, string_2: string) => JSON.stringify({ string_1, string_2 });
const image = (code: string) => `/api/media/images/${code}.svg`;
const logo = (code: string) => `/api/media/logos/${code}.svg`;

export interface ActivitySeed {
  aid: number;
  name: string;
  code: string;
  status: boolean;
  menu: boolean;
  color: string;
  color1: string;
  color2: string;
  image: string;
  logo: string;
  strings: string;
  minParticipants: number;
  maxParticipants: number;
  spectatorFactor: number;
  /** What the counter counts: people, or karaoke's boxes. */
  counterUnit: 'people' | 'boxes';
  sort: number;
}

function activity(
  aid: number,
  name: string,
  code: string,
  color: string,
  color2: string,
  bounds: [number, number],
  spectatorFactor: number,
  texts: [string, string],
  opts: { status?: boolean; menu?: boolean; counterUnit?: 'people' | 'boxes' } = {},
): ActivitySeed {
  return {
    aid,
    name,
    code,
    status: opts.status ?? true,
    menu: opts.menu ?? true,
    color,
    color1: color,
    color2,
    image: image(code),
    logo: logo(code),
    strings: strings(texts[0], texts[1]),
    minParticipants: bounds[0],
    maxParticipants: bounds[1],
    spectatorFactor,
    counterUnit: opts.counterUnit ?? 'people',
    sort: aid * 10,
  };
}

// Participant bounds from the specification §9.
export const activitySeeds: ActivitySeed[] = [
  activity(1, 'KARTING', 'karting', '#E30613', '#FFD6D9', [0, 10], 2, [
    'Des karts électriques sur 400 mètres de piste indoor, dès 7 ans.',
    'Présentez-vous 15 minutes avant le départ. Charlotte et casque fournis.',
  ]),
  activity(2, 'TRAMPOLINES', 'trampoline', '#0098D9', '#D4F0FC', [0, 60], 1, [
    'Plus de 40 trampolines, un parcours ninja et un bac à mousse.',
    'Chaussettes antidérapantes obligatoires, en vente sur place et en ligne.',
  ]),
  activity(3, 'BOWLING', 'bowling', '#7B2CBF', '#EBDDF7', [0, 50], 1, [
    '16 pistes dont 8 réservables en ligne, jusqu’à 6 joueurs par piste.',
    'Location de chaussures en option.',
  ]),
  activity(4, 'JEUX DE BAR', 'bar-games', '#F59E0B', '#FDF0D5', [1, 4], 1, [
    'Billard, baby-foot et fléchettes électroniques, 4 joueurs par table.',
    'Boissons à commander directement depuis votre table.',
  ]),
  activity(5, 'RÉALITÉ VIRTUELLE', 'virtual-reality', '#10B981', '#D5F5EA', [1, 8], 1, [
    'Deux arènes de 100 m² en réalité virtuelle libre, jusqu’à 8 joueurs.',
    'Dès 12 ans. L’arène est réservée pour votre groupe.',
  ]),
  activity(
    6,
    'KARAOKÉ',
    'karaoke',
    '#EC4899',
    '#FBDDEB',
    [1, 6],
    0,
    ['Des box privatives insonorisées et plus de 20 000 titres.', 'Réservez de 1 à 6 box par créneau.'],
    { counterUnit: 'boxes' },
  ),
  activity(7, 'AIRE DE JEUX', 'playground', '#84CC16', '#ECF7D6', [0, 10], 1, [
    'Toboggans, piscine à balles et structures géantes pour les 1 à 10 ans.',
    'Chaussettes obligatoires pour les enfants et les accompagnants.',
  ]),
  activity(8, 'ANNIVERSAIRES', 'birthday', '#F97316', '#FDE5D3', [1, 50], 0, [
    'Une formule clé en main : activité, salle décorée, goûter et gâteau.',
    'Merci d’arriver 15 minutes avant le début de la fête.',
  ]),
  activity(9, 'ÉVÉNEMENTS', 'events', '#0EA5E9', '#D6F0FB', [0, 50], 0, [
    'Soirées à thème, tournois et nocturnes tout au long de l’année.',
    '1 piste pour 6 personnes maximum.',
  ]),
  activity(10, 'BILLETERIE CSE', 'company', '#334155', '#E2E8F0', [0, 50], 0, [
    'Billets à tarif préférentiel pour les comités sociaux et économiques.',
    'Réservé aux comptes entreprise validés par notre équipe.',
  ]),
  activity(11, 'ABONNEMENTS', 'subscription', '#6366F1', '#E0E1FC', [0, 50], 0, [
    'Sautez autant que vous voulez avec nos abonnements trampoline.',
    'L’abonnement démarre à la date choisie et dure un mois.',
  ]),
  activity(12, '360 FAMILY CLUB', 'family-club', '#D946EF', '#F8DDFC', [0, 50], 0, [
    'Le club des familles : 10 % de remise toute l’année et des avant-premières.',
    'Adhésion valable 1 an à compter de la date d’achat.',
  ]),
  activity(
    13,
    'BAR & SNACKING',
    'snacking',
    '#B45309',
    '#F6E7D5',
    [1, 50],
    0,
    [
      'Boissons fraîches et planches à partager, servies à votre table.',
      'L’abus d’alcool est dangereux pour la santé.',
    ],
    { status: false, menu: false },
  ),
];

export interface RoomSeed {
  id: number;
  activityId: number;
  name: string;
  places: number;
}

export const roomSeeds: RoomSeed[] = [
  { id: 1, activityId: 1, name: 'Piste indoor', places: 10 },
  { id: 2, activityId: 2, name: 'Trampoline park', places: 60 },
  ...Array.from({ length: 8 }, (_, i) => ({ id: 3 + i, activityId: 3, name: `Piste ${i + 1}`, places: 6 })),
  { id: 11, activityId: 4, name: 'Billard', places: 4 },
  { id: 12, activityId: 4, name: 'Baby-foot', places: 4 },
  { id: 13, activityId: 4, name: 'Fléchettes', places: 4 },
  { id: 14, activityId: 5, name: 'Arène VR 1', places: 8 },
  { id: 15, activityId: 5, name: 'Arène VR 2', places: 8 },
  { id: 16, activityId: 6, name: 'Espace karaoké', places: 6 },
  { id: 17, activityId: 7, name: 'Aire de jeux', places: 40 },
  { id: 18, activityId: 8, name: 'Salle Jungle', places: 30 },
  { id: 19, activityId: 8, name: 'Salle Galaxie', places: 30 },
  { id: 20, activityId: 9, name: 'Salle événementielle', places: 120 },
];
