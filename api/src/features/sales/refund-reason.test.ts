import { lateNote, refundReason } from './refund-reason';

// 12/06/2030 14:00 in Paris (summer time, UTC+2); 27/10/2030 02:30 is after the autumn change (UTC+1).
const summer = new Date('2030-06-12T12:00:00Z');
const winter = new Date('2030-10-27T01:30:00Z');
const onTime = { paidLateFrom: null, statusReason: null };

describe('refundReason', () => {
  it('names the full slot in Paris time, what was asked and what was sold', () => {
    expect(
      refundReason({ slotId: 7, wanted: 2, startsAt: summer, placesTaken: 3, placesMax: 4, deleted: false }, onTime),
    ).toBe('Créneau du 12/06/2030 à 14:00 complet (2 places demandées ; 3/4 vendues)');
    expect(
      refundReason({ slotId: 7, wanted: 1, startsAt: winter, placesTaken: 0, placesMax: 3, deleted: false }, onTime),
    ).toBe(
      'Créneau du 27/10/2030 à 02:30 complet (1 place demandée ; 0/3 vendues, les autres retenues par des paiements en cours)',
    );
  });

  it('says a deleted or unknown slot, and when the payment came late', () => {
    const gone = { slotId: 9, wanted: 3, startsAt: null, placesTaken: 0, placesMax: 0, deleted: true };
    expect(refundReason(gone, { paidLateFrom: 'expired', statusReason: null })).toBe(
      "Créneau n° 9 supprimé (3 places demandées) ; paiement reçu après l'expiration du délai de paiement",
    );
  });
});

describe('lateNote', () => {
  it('tells each earlier end apart, and the new basket that cancelled it', () => {
    expect(lateNote(onTime)).toBeNull();
    expect(lateNote({ paidLateFrom: 'refused', statusReason: null })).toBe('paiement reçu après un refus');
    expect(lateNote({ paidLateFrom: 'cancelled', statusReason: null })).toBe("paiement reçu après l'annulation");
    expect(lateNote({ paidLateFrom: 'cancelled', statusReason: 'superseded by PK-20300612-ABCDEF012345' })).toBe(
      "paiement reçu après l'annulation (nouveau panier PK-20300612-ABCDEF012345)",
    );
  });
});
