import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { frFR as pickersFrFR } from '@mui/x-date-pickers/locales';
import moment from 'moment-timezone';
import 'moment/locale/fr';
import { createParkEmotionCache } from './emotion-cache';
import { parkTheme } from './park-theme';

moment.locale('fr');

/** French texts of the date pickers, for an area's own LocalizationProvider (see the remotes' app.tsx). */
export const pickerLocaleText = pickersFrFR.components.MuiLocalizationProvider.defaultProps.localeText;

export interface ParkProvidersProps {
  /** Emotion cache key of this host: 'shell', 'snacking', 'account'. */
  cacheKey: string;
  children?: ReactNode;
}

/** Theme, emotion cache, CssBaseline, French locale and date-picker localisation (moment, fr). */
export function ParkProviders({ cacheKey, children }: ParkProvidersProps) {
  const cache = useMemo(() => createParkEmotionCache(cacheKey), [cacheKey]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={parkTheme}>
        <CssBaseline />
        <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="fr" localeText={pickerLocaleText}>
          {children}
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
