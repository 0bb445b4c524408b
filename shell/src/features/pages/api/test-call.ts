import { http } from 'shared-events';

/** GET /api/v1/formulesx, the test page's call (spec §7: "GET /api/v1/formulesx (test) | none | retried 3 times"). */
export async function fetchTestFormulas(): Promise<unknown> {
  const { data } = await http.get<unknown>('/v1/formulesx');
  return data;
}

/** How many more tries the test call gets when its failure may pass (no answer, 502–504). */
export const TEST_CALL_RETRIES = 3;
