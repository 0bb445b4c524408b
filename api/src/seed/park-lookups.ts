/** The demonstration park's birthday links, accessories, bar zones, promo codes and lookup lists. */

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
