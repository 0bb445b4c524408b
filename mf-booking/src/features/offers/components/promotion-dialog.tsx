import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import { PROMOTION_TITLE, type PromotedOffer } from '../model/promotion';
import { OfferDialog } from './offer-dialog';

/** The bowling promotion (spec §9: −20 % on 1 hour), offered to a visitor booking another bowling formula. */
export function PromotionDialog(props: {
  offer: PromotedOffer;
  onAccept: () => void;
  onDecline: () => void;
  onClose: () => void;
}) {
  const { offer } = props;
  return (
    <OfferDialog
      title={PROMOTION_TITLE}
      acceptLabel="J’en profite"
      onAccept={props.onAccept}
      onDecline={props.onDecline}
      onClose={props.onClose}
      testId="promotion-dialog"
    >
      <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', mb: 1 }}>−{offer.percentage} % sur 1 heure</Typography>
      <Typography>
        {offer.formula.name} : <s>{formatMoney(offer.tariff.price)}</s>{' '}
        <strong data-testid="promotion-price">{formatMoney(offer.price)}</strong>, sur le même créneau.
      </Typography>
    </OfferDialog>
  );
}
