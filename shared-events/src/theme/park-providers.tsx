import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { createParkEmotionCache } from './emotion-cache';
import { parkTheme } from './park-theme';

export interface ParkProvidersProps {
  /** Emotion cache key of this host: 'shell', 'snacking', 'account'. */
  cacheKey: string;
  children?: ReactNode;
}

/**
 * Theme, emotion cache and CssBaseline. The date pickers' localisation is each area's own
 * LocalizationProvider (with pickerLocaleText from 'shared-events/dates'): MUI X cannot be shared.
 */
export function ParkProviders({ cacheKey, children }: ParkProvidersProps) {
  const cache = useMemo(() => createParkEmotionCache(cacheKey), [cacheKey]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={parkTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
