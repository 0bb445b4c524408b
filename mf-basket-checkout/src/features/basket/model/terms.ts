/** The general conditions of sale shown in the basket (spec §9, 'Conditions of sale'). */
export const TERMS_TITLE = 'Conditions générales de vente';

export const TERMS_SECTIONS: Array<{ title: string; paragraphs: string[] }> = [
  {
    title: 'Ponctualité',
    paragraphs: [
      "Merci de vous présenter à l'accueil avant l'heure de votre créneau. Au-delà de 15 minutes de retard, la prestation peut être écourtée ou annulée sans remboursement.",
    ],
  },
  {
    title: 'Modification',
    paragraphs: [
      'Toute demande de modification d’une réservation doit nous parvenir au moins 5 jours calendaires avant la date de la prestation.',
    ],
  },
  {
    title: 'Droit de rétractation',
    paragraphs: [
      "Pour les prestations sans date (cartes, abonnements, bons), vous disposez d'un délai de rétractation de 14 jours à compter de l'achat. Les prestations de loisirs fournies à une date déterminée ne bénéficient pas du droit de rétractation (article L221-28 du Code de la consommation).",
    ],
  },
  {
    title: 'Entreprises et comités sociaux et économiques',
    paragraphs: [
      'Les réservations des entreprises sont confirmées après le versement d’un acompte de 50 % du montant total.',
      'Une option est bloquée 20 jours lorsque la prestation a lieu dans 90 jours ou plus, 15 jours entre 89 et 30 jours, 7 jours entre 29 et 15 jours, et 3 jours à moins de 14 jours.',
      'Toute annulation par une entreprise doit nous parvenir au moins 15 jours avant la date de la prestation.',
    ],
  },
  {
    title: 'Prestations annexes',
    paragraphs: [
      'Les prestations annexes (boissons, restauration, gâteaux, équipements) non décommandées au moins 72 heures à l’avance restent dues et ne sont pas remboursées.',
    ],
  },
  {
    title: 'Prix et paiement',
    paragraphs: [
      'Les prix sont indiqués en euros toutes taxes comprises (TVA 20 %). Le paiement se fait en ligne par carte bancaire sur la page sécurisée de notre banque.',
    ],
  },
];
