/** The toasts of a booking put in the basket, the same on every booking page (calendar recap, events, company). */
export const ADDED_MESSAGE = 'Votre réservation a été ajoutée au panier.';
export const UPDATED_MESSAGE = 'Votre réservation a été mise à jour.';

/** What a booking page says of an address naming nothing on sale online (unknown, inactive, hidden, malformed). */
export const NOT_FOUND_MESSAGE = "Cette activité ou cette formule n'existe pas ou n'est plus disponible.";
