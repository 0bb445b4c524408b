import { lazy, startTransition, Suspense, useMemo, useState, type ComponentProps, type KeyboardEvent } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import type { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';

type PickerProps = ComponentProps<typeof MuiDatePicker>;

let pending: Promise<{ default: typeof MuiDatePicker }> | undefined;
/** The picker's code (MUI X's field, calendar, popper and dialog): fetched once, when the visitor reaches for it. */
export function loadDatePicker(): Promise<{ default: typeof MuiDatePicker }> {
  pending ??= import(/* webpackChunkName: "date-picker" */ '@mui/x-date-pickers/DatePicker').then((m) => ({
    default: m.DatePicker,
  }));
  return pending;
}

const Picker = lazy(loadDatePicker);

/** Runs `task` once the browser has painted the current frame (the frame that answers the visitor's input). */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

export interface LazyDatePickerProps extends Omit<PickerProps, 'open' | 'onOpen' | 'onClose'> {
  label: string;
  id: string;
  /** The value as the field shows it (DD/MM/YYYY) before the picker is loaded. */
  text: string;
}

/**
 * MUI X's DatePicker, loaded on demand: until the visitor focuses, taps or presses Enter on the field, a plain
 * read-only field of the same size shows the day (the page's first load does not fetch nor run the picker's
 * code, ~60 KB gzip). Focus starts the download, once the focused field is painted; a tap, a click or Enter swaps
 * in the picker, opened. Starting the download is not free (federation's share lookups, the script tags: ~80 ms on
 * a phone): done in the pointerdown or focus handler, it ran between the touch and the click and counted in the
 * tap's response time (issue 14). The click's own update is a transition: the tap's next paint shows the focused
 * field at once, the opened picker follows as soon as its code has run.
 */
export function LazyDatePicker({ label, id, text, ...picker }: LazyDatePickerProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const external = picker.slotProps;
  const slotProps = useMemo(() => ({ ...external, textField: { fullWidth: true, id } }), [external, id]);
  const want = () => {
    // (the lazy picker starts the download itself, in the transition's render, if focus has not yet)
    startTransition(() => {
      setWanted(true);
      setOpen(true);
    });
  };
  const placeholder = (
    <TextField
      label={label}
      id={id}
      value={text}
      fullWidth
      onFocus={() => afterNextPaint(() => void loadDatePicker())}
      onClick={want}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          want();
        }
      }}
      slotProps={{
        htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', 'data-testid': 'day-field-placeholder' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <EventIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Picker
        {...picker}
        label={label}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={slotProps}
      />
    </Suspense>
  );
}
