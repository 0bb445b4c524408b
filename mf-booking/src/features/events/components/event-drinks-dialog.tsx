import { ExtrasDialog, DRINKS_TITLE, DRINK_COUNTER, type Extra, type ExtraCounts } from '../../extras';

/**
 * 'FAITES-VOUS PLAISIR !' on the events page: the drinks and plates to pre-order. Before the basket (`asked`), it
 * offers 'Non merci' and its button goes on to the basket; opened on demand, it only sets the counts.
 */
export function EventDrinksDialog(props: {
  extras: readonly Extra[];
  initial: ExtraCounts;
  asked: boolean;
  onConfirm: (counts: ExtraCounts) => void;
  onDecline: () => void;
  onClose: () => void;
}) {
  return (
    <ExtrasDialog
      title={DRINKS_TITLE}
      intro="Réservez vos boissons et planches apéro avec vos places : elles vous attendront à votre arrivée."
      extras={props.extras}
      initial={props.initial}
      bounds={DRINK_COUNTER}
      confirmLabel={props.asked ? 'Valider et continuer' : 'Valider'}
      onConfirm={props.onConfirm}
      onDecline={props.asked ? props.onDecline : null}
      onClose={props.onClose}
      testId="drinks-dialog"
    />
  );
}
