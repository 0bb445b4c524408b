import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createParkQueryClient, http, QueryClientProvider, type HttpAdapter } from 'shared-events';
import { useOnSaleIds } from './use-on-sale';

let onSale = true;
const adapter: HttpAdapter = async () => ({
  data: { articles: [{ id: 301, name: 'COCA-COLA 33 CL', category: 'SOFT', onSale }], total: 1 },
  status: 200,
  headers: {},
});

it('re-reads what is on sale: a product marked unavailable drops out at the next reading', async () => {
  http.defaults.adapter = adapter;
  const client = createParkQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result, unmount } = renderHook(() => useOnSaleIds(20), { wrapper });
  await waitFor(() => expect(result.current?.has(301)).toBe(true));
  onSale = false;
  await waitFor(() => expect(result.current?.has(301)).toBe(false));
  unmount();
});
