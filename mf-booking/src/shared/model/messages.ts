/** The toasts of a booking put in the basket, the same on every booking page (calendar recap, events, company). */
export const ADDED_MESSAGE = 'Votre réservation a été ajoutée au panier.';
export const UPDATED_MESSAGE = 'Votre réservation a été mise à jour.';
