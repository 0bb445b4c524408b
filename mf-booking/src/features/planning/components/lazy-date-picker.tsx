import { lazy, Suspense, useMemo, useState, type ComponentProps, type KeyboardEvent } from 'react';
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

export interface LazyDatePickerProps extends Omit<PickerProps, 'open' | 'onOpen' | 'onClose'> {
  label: string;
  id: string;
  /** The value as the field shows it (DD/MM/YYYY) before the picker is loaded. */
  text: string;
}

/**
 * MUI X's DatePicker, loaded on demand: until the visitor focuses, taps or presses Enter on the field, a plain
 * read-only field of the same size shows the day (the page's first load does not fetch nor run the picker's
 * code, ~60 KB gzip). Focus or a touch starts the download; a click or Enter swaps in the picker, opened.
 */
export function LazyDatePicker({ label, id, text, ...picker }: LazyDatePickerProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const external = picker.slotProps;
  const slotProps = useMemo(() => ({ ...external, textField: { fullWidth: true, id } }), [external, id]);
  const want = () => {
    void loadDatePicker();
    setWanted(true);
    setOpen(true);
  };
  const placeholder = (
    <TextField
      label={label}
      id={id}
      value={text}
      fullWidth
      onFocus={() => void loadDatePicker()}
      onPointerDown={() => void loadDatePicker()}
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
