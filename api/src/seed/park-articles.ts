/** The demonstration park's articles and their tariffs (prices in cents): bookings, equipment, wristbands, bar. */

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
