/** The basket and payment messages, exactly as the specification writes them (§5, §8). */
export const EMPTY_BASKET = "Votre panier est vide. Veuillez sélectionner une activité ainsi qu'un créneau.";
export const PROFILE_INCOMPLETE = "Votre profil n'est pas complet. Merci de compléter vos informations.";
export const BASKET_HAS_FULL_SLOTS =
  'Votre panier contient un ou plusieur créneaux horaires complet! Merci de sélectionner un autre créneau horaire.';
export const LINE_FULL = 'Trop tard! complet!';
export const PURCHASE_ERROR = "Un erreur est survenue lors de l'achat. Veuillez contacter notre service client";
/**
 * The purchase error followed by the park's customer service phone (GET /api/v1/parc), or alone without it. The
 * number's spaces do not break (a toast wraps it whole).
 */
export const purchaseErrorMessage = (phone: string | null) =>
  phone ? `${PURCHASE_ERROR} au ${phone.replace(/ /g, '\u00a0')}.` : `${PURCHASE_ERROR}.`;

// Messages the spec leaves open (written for this area, in French).
/** A table's empty basket (an order at the bar, not time slots). */
export const EMPTY_TABLE_ORDER = 'Votre commande est vide. Choisissez vos boissons et vos en-cas à la carte.';
export const PAYMENT_REFUSED = "Votre paiement a été refusé. Aucun montant n'a été débité, votre panier est conservé.";
export const PAYMENT_CANCELLED = 'Vous avez annulé le paiement. Votre panier est conservé.';
export const TERMS_REQUIRED = 'Vous devez accepter les conditions générales de vente pour continuer.';
export const TOTAL_CHANGED = 'Le montant de votre panier a changé. Merci de vérifier votre panier avant de payer.';
export const WINDOW_EXPIRED = 'Le délai de validation est dépassé. Merci de valider à nouveau vos horaires.';
export const EDIT_FAILED =
  'Cette réservation ne peut pas être modifiée pour le moment. Merci de réessayer dans quelques instants.';
export const PAYMENT_START_FAILED = "Le paiement n'a pas pu être lancé. Merci de réessayer dans quelques instants.";
export const AVAILABILITY_FAILED =
  'Impossible de vérifier les disponibilités. Merci de réessayer dans quelques instants.';

/** Basket and payment toasts last 10 s (spec §8). */
export const BASKET_TOAST_MS = 10_000;
/** The availability window (spec §9). */
export const AVAILABILITY_WINDOW_MS = 30_000;
