import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from 'shared-events';
import { spokenSlot } from '../model/spoken';
import { toParis } from '../../../shared/model/time';
import type { Slot } from '../../../shared/model/types';

export interface SlotView {
  slot: Slot;
  selectable: boolean;
  label: string;
}

export interface SlotListProps {
  slots: readonly SlotView[];
  selectedId: number | null;
  onSelect: (slot: Slot) => void;
  color: string;
}

/**
 * The day's slots as cards: time, end, and free places or 'COMPLET'. Each card is memoised: a tap re-renders the
 * two cards whose state changed, not the whole day (the page answers a tap sooner on a phone). A press shows at
 * once as a CSS pressed state: MUI's touch ripple was mounted on the first touch (~50–200 ms on a phone before the
 * click was handled, issue 14).
 */
export function SlotList({ slots, selectedId, onSelect, color }: SlotListProps) {
  const latest = useRef(onSelect);
  useLayoutEffect(() => {
    latest.current = onSelect;
  });
  const select = useCallback((slot: Slot) => latest.current(slot), []);
  return (
    <Box
      role="list"
      aria-label="Créneaux"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}
    >
      {slots.map(({ slot, selectable, label }) => (
        <SlotCard
          key={slot.id}
          slot={slot}
          selectable={selectable}
          label={label}
          selected={slot.id === selectedId}
          color={color}
          onSelect={select}
        />
      ))}
    </Box>
  );
}

interface SlotCardProps extends SlotView {
  selected: boolean;
  color: string;
  onSelect: (slot: Slot) => void;
}

const SlotCard = memo(function SlotCard({ slot, selectable, label, selected, color, onSelect }: SlotCardProps) {
  return (
    <Box role="listitem">
      <ButtonBase
        data-testid={`slot-${slot.id}`}
        aria-pressed={selected}
        disabled={!selectable}
        onClick={() => onSelect(slot)}
        disableTouchRipple
        sx={(theme) => ({
          width: '100%',
          flexDirection: 'column',
          alignItems: 'center',
          py: 1.5,
          borderRadius: 2,
          border: 2,
          borderColor: theme.palette.divider,
          bgcolor: selectable ? 'background.paper' : theme.palette.action.disabledBackground,
          color: 'text.primary',
          transition: 'all 120ms ease',
          '&:hover': selectable ? { borderColor: color, bgcolor: alpha(color, 0.06) } : {},
          '&:active': { transform: 'scale(0.97)' },
          // The chosen card, by its state: the class does not change when a card is chosen, so no style rule is
          // added to the page on a tap (that made the browser restyle the whole page: ~60 ms on a phone).
          '&[aria-pressed="true"]': {
            borderColor: color,
            bgcolor: color,
            color: '#fff',
            boxShadow: `0 6px 16px ${alpha(color, 0.35)}`,
          },
        })}
      >
        {/* Named by its content: the time and places as said aloud ('14 h 30, 6 places libres'); the
            visible figures are the same information for the eyes (no aria-label: WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          {spokenSlot(slot.start, label)}
        </Box>
        <Typography component="span" aria-hidden sx={{ fontWeight: 800, fontSize: '1.25rem', lineHeight: 1.2 }}>
          {toParis(slot.start).format('HH:mm')}
        </Typography>
        <Typography component="span" variant="caption" aria-hidden sx={{ opacity: 0.8 }}>
          jusqu’à {toParis(slot.end).format('HH:mm')}
        </Typography>
        <Typography
          component="span"
          variant="caption"
          data-testid={`slot-${slot.id}-label`}
          aria-hidden
          sx={{
            mt: 0.5,
            fontWeight: 700,
            color: selectable ? 'inherit' : 'error.main',
            letterSpacing: selectable ? 0 : 1,
          }}
        >
          {label}
        </Typography>
      </ButtonBase>
    </Box>
  );
});
