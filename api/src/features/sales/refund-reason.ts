import moment from 'moment-timezone';
import type { TransactionRow } from '../payment/transactions';
import type { MissingPlaces } from './take-all-places';

const SUPERSEDED = /^superseded by (\S+)$/;

/** How the transaction had ended before its PAID answer arrived, in French, or null when it was on time. */
export function lateNote(t: Pick<TransactionRow, 'paidLateFrom' | 'statusReason'>): string | null {
  switch (t.paidLateFrom) {
    case 'refused':
      return 'paiement reçu après un refus';
    case 'expired':
      return "paiement reçu après l'expiration du délai de paiement";
    case 'cancelled': {
      const superseded = t.statusReason ? SUPERSEDED.exec(t.statusReason) : null;
      return superseded
        ? `paiement reçu après l'annulation (nouveau panier ${superseded[1]})`
        : "paiement reçu après l'annulation";
    }
    default:
      return null;
  }
}

/** The staff's reason for a paid-without-places order (French): which slot refused, and whether the payment was late. */
export function refundReason(missing: MissingPlaces, t: Pick<TransactionRow, 'paidLateFrom' | 'statusReason'>): string {
  const when = missing.startsAt
    ? `du ${moment(missing.startsAt).tz('Europe/Paris').format('DD/MM/YYYY [à] HH:mm')}`
    : `n° ${missing.slotId}`;
  const places = `${missing.wanted} place${missing.wanted > 1 ? 's' : ''} demandée${missing.wanted > 1 ? 's' : ''}`;
  const slot = missing.deleted
    ? `Créneau ${when} supprimé (${places})`
    : `Créneau ${when} complet (${places} ; ${missing.placesTaken}/${missing.placesMax} vendues${
        missing.placesMax - missing.placesTaken >= missing.wanted
          ? ', les autres retenues par des paiements en cours'
          : ''
      })`;
  const late = lateNote(t);
  return late ? `${slot} ; ${late}` : slot;
}
