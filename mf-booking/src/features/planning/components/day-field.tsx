import { memo, startTransition, useCallback, useMemo, type MouseEvent } from 'react';
import moment from 'moment-timezone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Typography from '@mui/material/Typography';
import { isPastDay } from '../model/default-date';
import { LazyDatePicker } from './lazy-date-picker';
import { isClosedDay, type OpenDays } from '../../../shared/model/open-days';
import { isPickerDayDisabled, pickerDayName } from '../model/picker-days';
import { HORIZON_FULL_MESSAGE, isHorizonFull } from '../model/full-days';
import { DAY_KEY_FORMAT, PARIS_TZ, parisDayKey, parseDayKey } from '../../../shared/model/time';

const PICKER_POPPER = { 'aria-label': 'Calendrier : choisir la date' };

/**
 * The previous and next day buttons answer a press with a CSS pressed state, not MUI's touch ripple: the ripple is
 * mounted on the first touch (its component, its keyframes, a measured layout: ~70 ms on a phone, one frame before
 * the click is even handled), which made the first tap on "next day" the slowest of the page (issue 14).
 */
const DAY_BUTTON_SX = { '&:active': { bgcolor: 'action.selected' } } as const;

/**
 * A day tapped or clicked in the picker keeps the focus where it is (as MUI X does for the days of other months):
 * otherwise the focus leaving one day and reaching the other redraws the whole picker twice before the click
 * selects the day (two of a tap's three redraws, ~100 ms on a phone: issue 14's interaction target). The keyboard
 * still moves the focus from day to day; a tapped day is announced and selected as before.
 */
const keepFocusOnPointer = (event: MouseEvent) => event.preventDefault();

export interface DayFieldProps {
  /** The Paris day shown ('YYYY-MM-DD'), null while unknown. */
  day: string | null;
  /** Called with a Paris day key, never a past day. */
  onChange: (day: string) => void;
  now: () => number;
  label?: string;
  id: string;
  /** The days known to have a bookable slot: the others are greyed out in the picker. */
  openDays?: OpenDays | null;
}

export const CLOSED_DAYS_NOTE = 'Les jours grisés n’ont aucun créneau disponible.';

/**
 * Date picker (DD/MM/YYYY, Europe/Paris, no past day) between previous-day and next-day buttons. Memoised: a tap on a
 * slot or a counter does not redraw it (give it a stable `onChange`).
 */
export const DayField = memo(function DayField({
  day,
  onChange,
  now,
  label = 'Date',
  id,
  openDays = null,
}: DayFieldProps) {
  const choose = (value: moment.Moment | null) => {
    if (!value || !value.isValid()) return;
    const key = value.clone().tz(PARIS_TZ).format(DAY_KEY_FORMAT);
    if (!isPastDay(key, now())) onChange(key);
  };
  const shift = (days: number) => {
    const current = parseDayKey(day);
    if (current) choose(current.add(days, 'days'));
  };
  const closed = day !== null && isClosedDay(day, openDays);
  const today = parisDayKey(now());
  // Stable while the page does not change: the picker's days keep their memoised answers between its redraws.
  const shouldDisableDate = useCallback(
    (value: moment.Moment) => isPickerDayDisabled(value, today, openDays),
    [today, openDays],
  );
  const slotProps = useMemo(
    () => ({
      textField: { fullWidth: true, id },
      // The calendar's popup is a dialog: it needs a name (axe 'aria-dialog-name').
      popper: PICKER_POPPER,
      // Each day says its weekday, day, month and year, and how many bookable slots it has (or none).
      day: (ownerState: { day: moment.Moment; isDayDisabled: boolean }) => ({
        'aria-label': pickerDayName(ownerState.day, !ownerState.isDayDisabled, openDays),
        onMouseDown: keepFocusOnPointer,
        // The day turns selected at once: the ripple's start and end (a measured layout and two redraws of the
        // day, ~35 ms on a phone) would only delay that.
        disableTouchRipple: true,
      }),
    }),
    [id, openDays],
  );
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          disableTouchRipple
          sx={DAY_BUTTON_SX}
          aria-label="Jour précédent"
          data-testid="day-previous"
          onClick={() => shift(-1)}
          disabled={!day || day <= parisDayKey(now())}
        >
          <ChevronLeftIcon />
        </IconButton>
        <LazyDatePicker
          label={label}
          id={id}
          text={day ? moment.tz(day, DAY_KEY_FORMAT, PARIS_TZ).format('DD/MM/YYYY') : ''}
          value={day ? moment.tz(day, DAY_KEY_FORMAT, PARIS_TZ) : null}
          // A day tapped in the picker redraws the picker first; the page (its slots, their call) follows as a
          // transition, so that the tap's next paint does not wait for it (INP, issue 14).
          onChange={(value) => startTransition(() => choose(value))}
          format="DD/MM/YYYY"
          timezone={PARIS_TZ}
          disablePast
          shouldDisableDate={shouldDisableDate}
          slotProps={slotProps}
        />
        <IconButton
          disableTouchRipple
          sx={DAY_BUTTON_SX}
          aria-label="Jour suivant"
          data-testid="day-next"
          onClick={() => shift(1)}
          disabled={!day}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      {isHorizonFull(openDays) ? (
        // Every day of the planning's window is full: said at once, not left to a search day after day.
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="horizon-full">
          {HORIZON_FULL_MESSAGE}
        </Alert>
      ) : openDays ? (
        <Typography
          variant="body2"
          color={closed ? 'error' : 'text.secondary'}
          sx={{ mt: 1 }}
          data-testid="closed-days-note"
          data-closed={closed ? 'true' : 'false'}
        >
          {CLOSED_DAYS_NOTE}
        </Typography>
      ) : null}
    </>
  );
});
