import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { parkQueryClient } from '../data/query-client';
import { createParkEmotionCache } from './emotion-cache';
import { parkTheme } from './park-theme';

export interface ParkProvidersProps {
  /** Emotion cache key of this host: 'shell', 'snacking', 'account'. */
  cacheKey: string;
  /** The data layer's client: the page's one unless given (a test's own, a server render's). */
  queryClient?: QueryClient;
  /** The emotion cache: one of `cacheKey` made here unless given (a server render's, which collects the styles). */
  emotionCache?: EmotionCache;
  children?: ReactNode;
}

/**
 * Theme, emotion cache, CssBaseline and the data layer's client. The date pickers' localisation is each area's own
 * <AreaDatePickers> ('shared-events/date-pickers', bundled by each area with its own MUI X): MUI X cannot be shared.
 */
export function ParkProviders({ cacheKey, queryClient, emotionCache, children }: ParkProvidersProps) {
  const cache = useMemo(() => emotionCache ?? createParkEmotionCache(cacheKey), [cacheKey, emotionCache]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={parkTheme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient ?? parkQueryClient()}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
