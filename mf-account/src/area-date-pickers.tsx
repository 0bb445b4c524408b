import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { pickerLocaleText } from 'shared-events/dates';

/** The date pickers' French localisation, from this area's own copy of MUI X (MUI X is not shared). */
export function AreaDatePickers({ children }: { children?: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="fr" localeText={pickerLocaleText}>
      {children}
    </LocalizationProvider>
  );
}
