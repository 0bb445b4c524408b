import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Slot } from '../../../shared/model/types';
import { PLANNING_MESSAGES } from '../model/validation';
import { SlotList, type SlotView } from './slot-list';
import { RetryButton, messageOf } from '../../../shared/components/status-views';

export interface SlotsSectionProps {
  status: 'loading' | 'error' | 'success';
  error?: unknown;
  cards: readonly SlotView[];
  selectedId: number | null;
  onSelect: (slot: Slot) => void;
  color: string;
  /** Another day is chosen and its slots are on their way: the list shown is the previous day's. */
  stale?: boolean;
  /** Loads the day's slots again after a failure ('Réessayer'). */
  onRetry?: () => void;
}

export interface SlotsSectionExtras {
  /** The slot kept from a previous visit is no longer free: said above the day's slots, where one is chosen again. */
  keptSlotGone?: boolean;
}

/** The previous day's cards while the next day's replace them: dimmed, not tappable (inline: no new style rule). */
const STALE_STYLE = { opacity: 0.5, pointerEvents: 'none' } as const;
const ignore = () => undefined;

/** The day's slots, a spinner while they load, or why there are none (the body of a slots section). */
export function DaySlotsView({
  status,
  error,
  cards,
  selectedId,
  onSelect,
  color,
  stale = false,
  onRetry,
}: SlotsSectionProps) {
  if (status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Chargement des créneaux" />
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        severity="error"
        data-testid="slots-error"
        action={onRetry ? <RetryButton onRetry={onRetry} /> : undefined}
      >
        {messageOf(error)}
      </Alert>
    );
  }
  if (cards.length === 0) {
    return (
      <Alert severity="info" data-testid="no-slot">
        {PLANNING_MESSAGES.noTicket}
      </Alert>
    );
  }
  // A card of the previous day, tapped (from the keyboard) before the new day's list replaced it, chooses nothing.
  const choose = stale ? ignore : onSelect;
  return (
    <div aria-busy={stale} style={stale ? STALE_STYLE : undefined}>
      <SlotList slots={cards} selectedId={selectedId} onSelect={choose} color={color} />
    </div>
  );
}

/** 'Choisissez votre créneau': the section around the day's slots. */
export function SlotsSection({ keptSlotGone = false, ...props }: SlotsSectionProps & SlotsSectionExtras) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        Choisissez votre créneau
      </Typography>
      {keptSlotGone ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-testid="kept-slot-gone">
          {PLANNING_MESSAGES.keptSlotGone}
        </Alert>
      ) : null}
      <DaySlotsView {...props} />
    </Paper>
  );
}
