import Button from '@mui/material/Button';
import { ActionBar } from '../../../shared/components/action-bar';

export interface RecapActionsProps {
  onBack: () => void;
  onInvite: () => void;
  onChangeSlot: () => void;
  onAdd: (then: 'stay' | 'basket') => void;
  /** A tariff to book with: without one, nothing can go to the basket. */
  canAdd: boolean;
}

/** The recap's buttons: back, invite friends, change the slot, add to the basket, validate the basket. */
export function RecapActions({ onBack, onInvite, onChangeSlot, onAdd, canAdd }: RecapActionsProps) {
  return (
    <ActionBar>
      <Button variant="text" onClick={onBack} data-testid="back-to-activities">
        Retour aux activités
      </Button>
      <Button variant="text" onClick={onInvite} data-testid="invite-friends">
        Prévenir mes amis
      </Button>
      <Button variant="outlined" onClick={onChangeSlot} data-testid="change-slot">
        Modifier le créneau
      </Button>
      <Button variant="outlined" onClick={() => onAdd('stay')} disabled={!canAdd} data-testid="add-to-basket">
        Ajouter au panier
      </Button>
      <Button variant="contained" onClick={() => onAdd('basket')} disabled={!canAdd} data-testid="validate-basket">
        Valider mon panier
      </Button>
    </ActionBar>
  );
}
