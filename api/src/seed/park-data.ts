/**
 * The demonstration park: every activity of the specification with its offers, formulas,
 * articles and tariffs (prices in cents), rooms, accessories, bar, promo codes and lookups.
 * Ids are fixed so that links (formula -> article, rooms, packs) stay readable and stable.
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
  opts: { status?: boolean; menu?: boolean } = {},
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
  activity(6, 'KARAOKÉ', 'karaoke', '#EC4899', '#FBDDEB', [1, 6], 0, [
    'Des box privatives insonorisées et plus de 20 000 titres.',
    'Réservez de 1 à 6 box par créneau.',
  ]),
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

export interface ArticleSeed {
  id: number;
  name: string;
  category: string;
  onSale: boolean;
  /** Tariffs by index: [name, cents]; index 0 is the default. */
  tariffs: Array<[string, number]>;
}

const EQUIPMENT: Record<string, [string, number]> = {
  KARTING: ['Avec équipement (charlotte et gants)', 300],
  TRAMPOLINE: ['Avec chaussettes antidérapantes', 300],
  BOWLING: ['Avec location de chaussures', 250],
  'AIRE DE JEUX': ['Avec chaussettes', 200],
};
const WRISTBAND: [string, number] = ['Bracelet connecté', 250];

/** An activity article: default tariff, then equipment (index 1) and connected wristband (index 2) when the activity has them. */
function act(
  id: number,
  name: string,
  category: string,
  cents: number,
  opts: { wristband?: boolean } = {},
): ArticleSeed {
  const tariffs: Array<[string, number]> = [['Tarif normal', cents]];
  const equipment = EQUIPMENT[category];
  if (equipment) {
    tariffs.push(equipment);
    if (opts.wristband !== false) tariffs.push(WRISTBAND);
  }
  return { id, name, category, onSale: true, tariffs };
}
const product = (id: number, name: string, category: string, cents: number, onSale = true): ArticleSeed => ({
  id,
  name,
  category,
  onSale,
  tariffs: [['Tarif normal', cents]],
});

export const articleSeeds: ArticleSeed[] = [
  // Karting
  act(101, 'KARTING ADULTE - SESSION 10 MIN', 'KARTING', 1800),
  act(102, 'KARTING ADULTE - 2 SESSIONS DE 10 MIN', 'KARTING', 3200),
  act(103, 'KARTING ENFANT - SESSION 8 MIN', 'KARTING', 1400),
  // Trampolines
  act(111, 'TRAMPOLINE 1H', 'TRAMPOLINE', 1500),
  act(112, 'TRAMPOLINE 2H', 'TRAMPOLINE', 2300),
  act(113, 'TRAMPOLINE BABY JUMP 45 MIN', 'TRAMPOLINE', 1000),
  // Bowling
  act(121, 'BOWLING 1 PARTIE', 'BOWLING', 700),
  act(122, 'BOWLING 1 HEURE (PISTE)', 'BOWLING', 4200),
  // Bar games
  act(131, 'BILLARD 1 HEURE', 'JEUX DE BAR', 1200),
  act(132, 'BABY-FOOT 1 HEURE', 'JEUX DE BAR', 800),
  act(133, 'FLÉCHETTES 1 HEURE', 'JEUX DE BAR', 900),
  // Virtual reality
  act(141, 'RÉALITÉ VIRTUELLE - MISSION 30 MIN', 'RÉALITÉ VIRTUELLE', 2500),
  // Karaoke
  act(151, 'BOX KARAOKÉ 1 HEURE', 'KARAOKÉ', 3500),
  // Playground (equipment but no connected wristband)
  act(161, 'AIRE DE JEUX - ENTRÉE ENFANT', 'AIRE DE JEUX', 900, { wristband: false }),
  // Birthdays
  act(171, 'ANNIVERSAIRE TRAMPOLINE (PAR ENFANT)', 'ANNIVERSAIRE', 2400),
  act(172, 'ANNIVERSAIRE KARTING (PAR ENFANT)', 'ANNIVERSAIRE', 3200),
  act(173, 'ANNIVERSAIRE BOWLING (PAR ENFANT)', 'ANNIVERSAIRE', 1900),
  // Events
  act(181, 'SOIRÉE BOWLING & KARAOKÉ', 'ÉVÉNEMENT', 2900),
  act(182, 'RÉVEILLON DU NOUVEL AN', 'ÉVÉNEMENT', 6900),
  // Company tickets
  act(191, 'BILLET CSE KARTING 10 MIN', 'CSE', 1500),
  act(192, 'BILLET CSE TRAMPOLINE 1H', 'CSE', 1200),
  act(193, 'BILLET CSE BOWLING 1 PARTIE', 'CSE', 550),
  act(194, 'BILLET CSE RÉALITÉ VIRTUELLE', 'CSE', 2000),
  // Subscriptions
  {
    id: 201,
    name: 'TRAMPOLINES - ABONNEMENT 1 MOIS',
    category: 'ABONNEMENT',
    onSale: true,
    tariffs: [
      ['Abonnement 1 mois', 3900],
      ['Abonnement 1 mois étudiant', 3200],
    ],
  },
  {
    id: 202,
    name: 'TRAMPOLINES - ABONNEMENT 3 MOIS SANS LIMITE',
    category: 'ABONNEMENT',
    onSale: true,
    tariffs: [['Abonnement 3 mois sans limite', 9900]],
  },
  // Family club
  product(211, '360 FAMILY CLUB - ADHÉSION 1 AN', 'FAMILY CLUB', 5000),
  // Duo pack
  act(221, 'PACK DUO KARTING + TRAMPOLINE', 'PACK', 2900),
  // Accessories and extras
  product(231, 'CHAUSSETTES ANTIDÉRAPANTES', 'ACCESSOIRE', 600),
  product(232, 'BRACELET CONNECTÉ', 'ACCESSOIRE', 250),
  product(233, 'GOÛTER D’ANNIVERSAIRE', 'ACCESSOIRE', 450),
  product(234, 'PHOTO SOUVENIR', 'ACCESSOIRE', 500),
  // Drinks and snacks
  product(301, 'COCA-COLA 33 CL', 'SOFT', 350),
  product(302, 'ORANGINA 25 CL', 'SOFT', 350),
  product(303, 'EAU MINÉRALE 50 CL', 'SOFT', 250),
  product(304, 'ICE TEA PÊCHE 33 CL', 'SOFT', 350),
  product(305, 'JUS D’ORANGE PRESSÉ', 'SOFT', 450),
  product(306, 'LIMONADE ARTISANALE', 'SOFT', 400, false),
  product(311, 'PRESSION BLONDE 25 CL', 'BIÈRE', 400),
  product(312, 'PRESSION BLONDE 50 CL', 'BIÈRE', 700),
  product(313, 'BIÈRE BLANCHE 33 CL', 'BIÈRE', 550),
  product(314, 'IPA DE LA BRASSERIE LOCALE 33 CL', 'BIÈRE', 650, false),
  product(321, 'PLANCHE CHARCUTERIE', 'PLANCHE APÉRO À PARTAGER', 1600),
  product(322, 'PLANCHE FROMAGES', 'PLANCHE APÉRO À PARTAGER', 1500),
  product(323, 'PLANCHE MIXTE', 'PLANCHE APÉRO À PARTAGER', 1900),
  product(324, 'NACHOS GRATINÉS', 'PLANCHE APÉRO À PARTAGER', 950, false),
];

export interface OfferSeed {
  oid: number;
  aid: number;
  name: string;
  web: boolean;
  texts: [string, string];
}

export const offerSeeds: OfferSeed[] = [
  {
    oid: 1,
    aid: 1,
    name: 'KARTING ADULTE',
    web: true,
    texts: ['Dès 14 ans et 1,50 m.', 'Sessions chronométrées, classement envoyé par e-mail.'],
  },
  {
    oid: 2,
    aid: 1,
    name: 'KARTING ENFANT',
    web: true,
    texts: ['De 7 à 13 ans.', 'Karts bridés et piste réservée aux enfants.'],
  },
  {
    oid: 3,
    aid: 1,
    name: 'PACKS DUO',
    web: true,
    texts: ['Deux activités à prix réduit.', 'Choisissez un créneau pour chaque activité.'],
  },
  {
    oid: 4,
    aid: 2,
    name: 'ACCÈS TRAMPOLINE',
    web: true,
    texts: ['Accès libre au trampoline park.', 'Chaussettes antidérapantes obligatoires.'],
  },
  {
    oid: 5,
    aid: 2,
    name: 'BABY JUMP',
    web: true,
    texts: ['Pour les 3 à 6 ans, accompagnés d’un adulte.', 'Créneau calme réservé aux petits.'],
  },
  {
    oid: 6,
    aid: 3,
    name: 'BOWLING',
    web: true,
    texts: ['Jusqu’à 6 joueurs par piste.', 'Barrières pour les enfants sur demande.'],
  },
  {
    oid: 7,
    aid: 4,
    name: 'JEUX DE BAR',
    web: true,
    texts: ['4 joueurs par table.', 'Commandez vos boissons depuis la table.'],
  },
  {
    oid: 8,
    aid: 5,
    name: 'MISSIONS VR',
    web: true,
    texts: ['Zombies, pirates ou espace : choisissez votre mission.', 'Dès 12 ans.'],
  },
  {
    oid: 9,
    aid: 6,
    name: 'BOX KARAOKÉ',
    web: true,
    texts: ['Jusqu’à 10 personnes par box.', 'Micros sans fil et écran géant.'],
  },
  {
    oid: 10,
    aid: 7,
    name: 'ENTRÉE AIRE DE JEUX',
    web: true,
    texts: ['De 1 à 10 ans.', 'Entrée gratuite pour un accompagnant par enfant.'],
  },
  {
    oid: 11,
    aid: 8,
    name: 'ANNIVERSAIRE ENFANT',
    web: true,
    texts: ['De 6 à 15 enfants.', 'Carton d’invitation à télécharger après la réservation.'],
  },
  {
    oid: 12,
    aid: 9,
    name: 'SOIRÉES À THÈME',
    web: true,
    texts: ['Places limitées.', 'Boissons et planches à réserver avec vos places.'],
  },
  {
    oid: 13,
    aid: 10,
    name: 'BILLETS CSE',
    web: true,
    texts: ['Billets valables 1 an.', 'Commande minimum : 10 billets.'],
  },
  {
    oid: 14,
    aid: 11,
    name: 'ABONNEMENTS TRAMPOLINE',
    web: true,
    texts: ['Accès illimité aux heures d’ouverture.', 'Carte nominative.'],
  },
  {
    oid: 15,
    aid: 12,
    name: 'ADHÉSION 360 FAMILY CLUB',
    web: true,
    texts: ['Une seule adhésion par famille.', 'Valable 1 an.'],
  },
  { oid: 16, aid: 13, name: 'SOFT', web: true, texts: ['Boissons fraîches sans alcool.', ''] },
  {
    oid: 17,
    aid: 13,
    name: 'BIÈRE',
    web: true,
    texts: ['Bières pression et bouteilles.', 'L’abus d’alcool est dangereux pour la santé.'],
  },
  { oid: 18, aid: 13, name: 'PLANCHE APÉRO À PARTAGER', web: true, texts: ['À partager entre amis.', ''] },
];

export interface FormulaSeed {
  fid: number;
  oid: number;
  name: string;
  article: number | null;
  code: string | null;
  durationMinutes: number;
  /** Paris wall-clock date and time of a fixed-date formula. */
  date?: string;
  relatedAccessoires?: number[];
  relatedPack?: number[];
  /** A reserved offer: 360 Family Club members pay 10 % less (spec §9). */
  reservedOffer?: boolean;
  /** An online promotion on its booking, percent (the bowling offer: -20 % on 1 hour, spec §9). */
  promotionPercentage?: number;
  /** Rooms of another activity (packs); by default the rooms of the offer's activity. */
  roomsOfActivity?: number[];
  texts?: [string, string];
}

export const formulaSeeds: FormulaSeed[] = [
  { fid: 1, oid: 1, name: 'SESSION 10 MIN', article: 101, code: null, durationMinutes: 10 },
  { fid: 2, oid: 1, name: '2 SESSIONS DE 10 MIN', article: 102, code: null, durationMinutes: 20 },
  // A formula without article: quoted on demand, never shown on the site.
  { fid: 3, oid: 1, name: 'GRAND PRIX ENTREPRISE (SUR DEVIS)', article: null, code: null, durationMinutes: 120 },
  { fid: 4, oid: 2, name: 'SESSION ENFANT 8 MIN', article: 103, code: null, durationMinutes: 8 },
  {
    fid: 5,
    oid: 3,
    name: 'PACK DUO KARTING + TRAMPOLINE',
    article: 221,
    code: 'duo-pack',
    // Two activities (10 min of karting, 1 h of trampoline): no single duration on its card.
    durationMinutes: 0,
    relatedPack: [101, 111],
    relatedAccessoires: [231, 232],
    roomsOfActivity: [1, 2],
  },
  {
    fid: 6,
    oid: 4,
    name: 'TRAMPOLINE 1H',
    article: 111,
    code: null,
    durationMinutes: 60,
    reservedOffer: true,
    relatedAccessoires: [231],
  },
  { fid: 7, oid: 4, name: 'TRAMPOLINE 2H', article: 112, code: null, durationMinutes: 120, relatedAccessoires: [231] },
  {
    fid: 8,
    oid: 5,
    name: 'BABY JUMP 45 MIN',
    article: 113,
    code: null,
    durationMinutes: 45,
    relatedAccessoires: [231],
  },
  { fid: 9, oid: 6, name: 'BOWLING 1 PARTIE', article: 121, code: null, durationMinutes: 60 },
  {
    fid: 10,
    oid: 6,
    name: 'BOWLING 1 HEURE',
    article: 122,
    code: null,
    durationMinutes: 60,
    reservedOffer: true,
    promotionPercentage: 20,
  },
  { fid: 11, oid: 7, name: 'BILLARD 1 HEURE', article: 131, code: null, durationMinutes: 60 },
  { fid: 12, oid: 7, name: 'BABY-FOOT 1 HEURE', article: 132, code: null, durationMinutes: 60 },
  { fid: 13, oid: 7, name: 'FLÉCHETTES 1 HEURE', article: 133, code: null, durationMinutes: 60 },
  {
    fid: 14,
    oid: 8,
    name: 'MISSION VR 30 MIN',
    article: 141,
    code: null,
    durationMinutes: 30,
    relatedAccessoires: [234],
  },
  { fid: 15, oid: 9, name: 'BOX KARAOKÉ 1 HEURE', article: 151, code: null, durationMinutes: 60 },
  { fid: 16, oid: 10, name: 'ENTRÉE ENFANT', article: 161, code: null, durationMinutes: 60, reservedOffer: true },
  {
    fid: 17,
    oid: 11,
    name: 'ANNIVERSAIRE TRAMPOLINE',
    article: 171,
    code: 'birthday',
    durationMinutes: 120,
    reservedOffer: true,
    relatedAccessoires: [233, 231],
  },
  {
    fid: 18,
    oid: 11,
    name: 'ANNIVERSAIRE KARTING',
    article: 172,
    code: 'birthday',
    durationMinutes: 120,
    relatedAccessoires: [233],
  },
  {
    fid: 19,
    oid: 11,
    name: 'ANNIVERSAIRE BOWLING',
    article: 173,
    code: 'birthday',
    durationMinutes: 120,
    relatedAccessoires: [233],
  },
  {
    fid: 20,
    oid: 12,
    name: 'SOIRÉE BOWLING & KARAOKÉ',
    article: 181,
    code: null,
    durationMinutes: 240,
    relatedAccessoires: [323, 312, 301],
  },
  {
    fid: 21,
    oid: 12,
    name: 'RÉVEILLON DU NOUVEL AN',
    article: 182,
    code: null,
    durationMinutes: 240,
    date: '2026-12-31T20:00',
    relatedAccessoires: [321, 322, 323],
  },
  { fid: 22, oid: 13, name: 'BILLET CSE KARTING 10 MIN', article: 191, code: null, durationMinutes: 10 },
  { fid: 23, oid: 13, name: 'BILLET CSE TRAMPOLINE 1H', article: 192, code: null, durationMinutes: 60 },
  { fid: 24, oid: 13, name: 'BILLET CSE BOWLING 1 PARTIE', article: 193, code: null, durationMinutes: 60 },
  { fid: 25, oid: 13, name: 'BILLET CSE RÉALITÉ VIRTUELLE', article: 194, code: null, durationMinutes: 30 },
  {
    fid: 26,
    oid: 14,
    name: 'TRAMPOLINES - ABONNEMENTS 1 MOIS',
    article: 201,
    code: 'subscription',
    // Sold by the month, not by the session: no duration on its card.
    durationMinutes: 0,
    relatedAccessoires: [231, 232],
    roomsOfActivity: [2],
  },
  {
    fid: 27,
    oid: 14,
    name: 'TRAMPOLINES - ABONNEMENTS 3 MOIS SANS LIMITE',
    article: 202,
    code: 'subscription',
    // Sold by the month, not by the session: no duration on its card.
    durationMinutes: 0,
    relatedAccessoires: [231, 232],
    roomsOfActivity: [2],
  },
  { fid: 28, oid: 15, name: '360 FAMILY CLUB - ADHÉSION 1 AN', article: 211, code: 'family-club', durationMinutes: 0 },
];

/** Birthday formulas and the activity formulas they include, with the start offset in minutes. */
export const subFormulaSeeds: Array<{ id: number; annivFormule: number; linkedFormule: number; start: number }> = [
  { id: 1, annivFormule: 17, linkedFormule: 6, start: 0 },
  { id: 2, annivFormule: 18, linkedFormule: 4, start: 0 },
  { id: 3, annivFormule: 18, linkedFormule: 6, start: 60 },
  { id: 4, annivFormule: 19, linkedFormule: 9, start: 0 },
];

/** Accessories: cid is the accessory's id, aid the activity it is offered with. */
export const accessorySeeds: Array<{ cid: number; aid: number; name: string; article: number }> = [
  { cid: 1, aid: 1, name: 'Chaussettes antidérapantes', article: 231 },
  { cid: 2, aid: 1, name: 'Bracelet connecté', article: 232 },
  { cid: 3, aid: 2, name: 'Chaussettes antidérapantes', article: 231 },
  { cid: 4, aid: 5, name: 'Photo souvenir', article: 234 },
  { cid: 5, aid: 8, name: 'Goûter d’anniversaire', article: 233 },
  { cid: 6, aid: 8, name: 'Chaussettes antidérapantes', article: 231 },
  { cid: 7, aid: 9, name: 'Planche mixte', article: 323 },
  { cid: 8, aid: 9, name: 'Pression blonde 50 cl', article: 312 },
  { cid: 9, aid: 9, name: 'Coca-Cola 33 cl', article: 301 },
  { cid: 10, aid: 9, name: 'Planche charcuterie', article: 321 },
  { cid: 11, aid: 9, name: 'Planche fromages', article: 322 },
  { cid: 12, aid: 11, name: 'Chaussettes antidérapantes', article: 231 },
  { cid: 13, aid: 11, name: 'Bracelet connecté', article: 232 },
];

export const barZoneSeeds = [
  { id: 1, name: 'Bar central', tables: 8 },
  { id: 2, name: 'Terrasse', tables: 6 },
  { id: 3, name: 'Espace bowling', tables: 8 },
];

export interface PromoSeed {
  label: string;
  percentage: number;
  articles: number[];
  validFrom: string | null;
  validUntil: string | null;
  active: boolean;
}

export const promoSeeds: PromoSeed[] = [
  {
    label: 'BIENVENUE10',
    percentage: 10,
    articles: [101, 102, 103, 111, 112, 113, 121, 122],
    validFrom: null,
    validUntil: null,
    active: true,
  },
  { label: 'BOWLING20', percentage: 20, articles: [122], validFrom: null, validUntil: null, active: true },
  {
    label: 'NOEL2024',
    percentage: 15,
    articles: [101, 111, 121],
    validFrom: '2024-12-01T00:00:00+01:00',
    validUntil: '2024-12-31T23:59:59+01:00',
    active: true,
  },
  { label: 'ANCIENCODE', percentage: 50, articles: [111], validFrom: null, validUntil: null, active: false },
];

export const civilitySeeds = [
  { id: 1, label: 'M.', name: 'Monsieur' },
  { id: 2, label: 'Mme', name: 'Madame' },
  { id: 3, label: 'ETS', name: 'Entreprise' },
];

/** Parameter list 13: kinship types of family members. */
export const KINSHIP_LIST = 13;
export const kinshipSeeds = [
  'Père',
  'Mère',
  'Fils',
  'Fille',
  'Frère',
  'Sœur',
  'Grand-père',
  'Grand-mère',
  'Conjoint(e)',
  'Oncle',
  'Tante',
  'Cousin(e)',
  'Autre',
];

export const citySeeds: Array<[string, string]> = [
  ['75001', 'Paris 1er Arrondissement'],
  ['75011', 'Paris 11e Arrondissement'],
  ['75015', 'Paris 15e Arrondissement'],
  ['77100', 'Meaux'],
  ['77200', 'Torcy'],
  ['77420', 'Champs-sur-Marne'],
  ['77600', 'Bussy-Saint-Georges'],
  ['77700', 'Serris'],
  ['78000', 'Versailles'],
  ['91000', 'Évry-Courcouronnes'],
  ['91300', 'Massy'],
  ['92100', 'Boulogne-Billancourt'],
  ['92130', 'Issy-les-Moulineaux'],
  ['93100', 'Montreuil'],
  ['93160', 'Noisy-le-Grand'],
  ['93200', 'Saint-Denis'],
  ['94000', 'Créteil'],
  ['94300', 'Vincennes'],
  ['94340', 'Joinville-le-Pont'],
  ['94500', 'Champigny-sur-Marne'],
  ['95000', 'Cergy'],
  ['95100', 'Argenteuil'],
];
