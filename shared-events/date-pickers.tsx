// The 'shared-events/date-pickers' entry: the date pickers' French localisation around an area's routes.
// NOT a federated module (see build/shared-modules.cjs): a picker reads its localisation context through MUI X's
// internal imports, so the provider must be the area's own copy of MUI X. Each area bundles this file with its own
// build, where '@mui/x-date-pickers' is the same files as the area's pickers (one version in the workspace).
import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ParkMomentAdapter } from './src/date-pickers/park-moment-adapter';
import { frFR } from '@mui/x-date-pickers/locales';

/** French texts of the date pickers. */
const pickerLocaleText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/** The date pickers' French localisation (moment in French, MUI X's French texts), around an area's routes. */
export function AreaDatePickers({ children }: { children?: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={ParkMomentAdapter} adapterLocale="fr" localeText={pickerLocaleText}>
      {children}
    </LocalizationProvider>
  );
}
