import Typography from '@mui/material/Typography';
import { CLUB_VALIDITY_MONTHS, MEMBER_PERCENTAGE, formatMoney } from 'shared-events';
import type { Tariff } from '../../../shared/model/types';
import { OfferDialog } from './offer-dialog';

export const CLUB_OFFER_TITLE = '360 FAMILY CLUB';

/**
 * The family club offer (spec §2, §4, §9), made to a visitor who is not a member when the formula is a
 * reserved offer: join now (the membership line goes to the basket with the booking, which costs
 * 10 % less at once), or not.
 */
export function ClubOfferDialog(props: {
  tariff: Tariff;
  /** The booking's price now and as a member. */
  price: number;
  memberPrice: number;
  onAccept: () => void;
  onDecline: () => void;
  onClose: () => void;
}) {
  return (
    <OfferDialog
      title={CLUB_OFFER_TITLE}
      acceptLabel="J’adhère"
      onAccept={props.onAccept}
      onDecline={props.onDecline}
      onClose={props.onClose}
      testId="club-offer-dialog"
    >
      <Typography sx={{ mb: 1 }}>
        Membres du 360 Family Club : −{MEMBER_PERCENTAGE} % sur cette activité ({formatMoney(props.memberPrice)} au lieu
        de {formatMoney(props.price)} par participant) et sur les offres réservées aux membres.
      </Typography>
      <Typography color="text.secondary">
        Adhésion {formatMoney(props.tariff.price)} pour {CLUB_VALIDITY_MONTHS / 12} an, une seule par famille.
      </Typography>
    </OfferDialog>
  );
}
