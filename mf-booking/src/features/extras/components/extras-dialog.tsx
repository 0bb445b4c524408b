import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatMoney } from 'shared-events';
import { CountField } from '../../../shared/components/count-field';
import { extrasTotal, groupByCategory, type Extra, type ExtraCounts } from '../model/extras';

export interface ExtrasDialogProps {
  title: string;
  intro: string;
  extras: readonly Extra[];
  initial: ExtraCounts;
  bounds: { min: number; max: number };
  /** The button that confirms (e.g. 'Valider', 'Ajouter au panier'). */
  confirmLabel: string;
  onConfirm: (counts: ExtraCounts) => void;
  /** 'Non merci': the booking goes on without extras (null: no such button). */
  onDecline: (() => void) | null;
  onClose: () => void;
  testId: string;
}

/**
 * A counter per extra, grouped under its category (SOFT, BIÈRE, PLANCHE APÉRO À PARTAGER, ...), kept
 * within its bounds, with the total of the extras chosen. Mounted when asked: the counts start from `initial`.
 */
export function ExtrasDialog(props: ExtrasDialogProps) {
  const { extras, bounds, testId } = props;
  const [counts, setCounts] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      extras.map((e) => [e.article, Math.min(Math.max(props.initial[e.article] ?? 0, bounds.min), bounds.max)]),
    ),
  );
  const groups = groupByCategory(extras);
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={`${testId}-title`}
      fullWidth
      maxWidth="sm"
      data-testid={testId}
    >
      <DialogTitle id={`${testId}-title`} sx={{ fontWeight: 800 }}>
        {props.title}
      </DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {props.intro}
        </Typography>
        {groups.map((group) => (
          <Box key={group.category} component="section" aria-label={group.category} sx={{ mt: 1.5 }}>
            <Typography
              variant="overline"
              component="h3"
              sx={{ fontWeight: 800, letterSpacing: 1 }}
              data-testid={`${testId}-category`}
            >
              {group.category}
            </Typography>
            {group.extras.map((extra) => (
              <CountField
                key={extra.article}
                label={extra.name}
                helper={formatMoney(extra.tariff.price)}
                value={counts[extra.article] ?? 0}
                bounds={bounds}
                onChange={(value) => setCounts((previous) => ({ ...previous, [extra.article]: value }))}
                testId={`extra-${extra.article}`}
              />
            ))}
          </Box>
        ))}
        <Divider sx={{ my: 1.5 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography color="text.secondary">Total</Typography>
          <Typography sx={{ fontWeight: 800 }} data-testid={`${testId}-total`}>
            {formatMoney(extrasTotal(extras, counts))}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {props.onDecline ? (
          <Button onClick={props.onDecline} data-testid={`${testId}-decline`}>
            Non merci
          </Button>
        ) : (
          <Button onClick={props.onClose}>Annuler</Button>
        )}
        <Button variant="contained" onClick={() => props.onConfirm(counts)} data-testid={`${testId}-confirm`}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
