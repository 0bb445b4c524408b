/** The demonstration park's offers and formulas. */

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
    texts: ['Jusqu’à 50 enfants.', 'Carton d’invitation à télécharger après la réservation.'],
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
    texts: ['Billets valables 1 an.', 'Réservée aux comptes entreprise et CSE.'],
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
