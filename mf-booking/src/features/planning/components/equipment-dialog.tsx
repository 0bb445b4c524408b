import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import type { EquipmentAnswer } from '../../../shared/model/basket-lines';
import type { Tariff } from '../../../shared/model/types';
import { CountField } from '../../../shared/components/count-field';

export const EQUIPMENT_TITLE = 'Avez-vous votre équipement ?';
export const EQUIPMENT_UPDATE_TITLE = 'SOUHAITEZ VOUS METTRE À JOUR VOTRE ÉQUIPEMENT ?';

export interface EquipmentDialogProps {
  open: boolean;
  editing: boolean;
  participants: number;
  equipment: Tariff | null;
  bracelet: Tariff | null;
  initial: { equipments: number; bracelets: number };
  onAnswer: (answer: EquipmentAnswer) => void;
  onClose: () => void;
}

/**
 * The equipment question: 'Oui' keeps the activity line alone; 'Non' lets the visitor choose how many
 * equipments (tariff index 1) and connected wristbands (tariff index 2) to add, 0 to the participants.
 */
export function EquipmentDialog({
  open,
  editing,
  participants,
  equipment,
  bracelet,
  initial,
  onAnswer,
  onClose,
}: EquipmentDialogProps) {
  const [renting, setRenting] = useState(false);
  // Mounted when the question is asked (see the recap page): the counts start from the edited group.
  const [equipments, setEquipments] = useState(() => Math.min(initial.equipments, participants));
  const [bracelets, setBracelets] = useState(() => Math.min(initial.bracelets, participants));

  const bounds = { min: 0, max: participants };
  // Editing: 'Non' keeps the group's current equipment; a new booking: 'Oui' means the activity line alone.
  const keepOrOwn = () => {
    const kept = {
      equipments: equipment ? Math.min(initial.equipments, participants) : 0,
      bracelets: bracelet ? Math.min(initial.bracelets, participants) : 0,
    };
    if (editing && kept.equipments + kept.bracelets > 0) onAnswer({ haveOwn: false, ...kept });
    else onAnswer({ haveOwn: true });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="equipment-dialog-title"
      fullWidth
      maxWidth="xs"
      data-testid="equipment-dialog"
    >
      <DialogTitle id="equipment-dialog-title" sx={{ fontWeight: 800 }}>
        {editing ? EQUIPMENT_UPDATE_TITLE : EQUIPMENT_TITLE}
      </DialogTitle>
      <DialogContent>
        {!renting ? (
          <Typography color="text.secondary">
            {editing
              ? 'Vous pouvez garder votre équipement ou choisir de nouvelles quantités.'
              : 'Si vous n’avez pas votre équipement, vous pouvez le louer avec votre réservation.'}
          </Typography>
        ) : (
          <>
            {equipment ? (
              <CountField
                label="Équipements"
                helper={`${equipment.name} · ${formatMoney(equipment.price)} l’unité`}
                value={equipments}
                bounds={bounds}
                onChange={setEquipments}
                testId="equipment-count"
              />
            ) : null}
            {bracelet ? (
              <CountField
                label="Bracelets connectés"
                helper={`${formatMoney(bracelet.price)} l’unité`}
                value={bracelets}
                bounds={bounds}
                onChange={setBracelets}
                testId="bracelet-count"
              />
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {!renting ? (
          <>
            <Button variant="outlined" onClick={keepOrOwn} data-testid="equipment-have-own">
              {editing ? 'Non, garder mon choix' : 'Oui, j’ai mon équipement'}
            </Button>
            <Button variant="contained" onClick={() => setRenting(true)} data-testid="equipment-rent">
              {editing ? 'Oui, mettre à jour' : 'Non, je le loue'}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setRenting(false)}>Retour</Button>
            <Button
              variant="contained"
              onClick={() =>
                onAnswer({
                  haveOwn: false,
                  equipments: equipment ? equipments : 0,
                  bracelets: bracelet ? bracelets : 0,
                })
              }
              data-testid="equipment-confirm"
            >
              Confirmer
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
