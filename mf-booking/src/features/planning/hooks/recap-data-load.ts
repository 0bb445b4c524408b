import type { Load } from 'shared-events';
import { orNotFound } from '../../../shared/hooks/load-booking-data';
import type { RecapData } from './load-recap-data';

/**
 * The recap's answers (booking, tariffs, accessories, promotion, club offer), one query for the page and for its
 * first screen on the server (the route table names it). Its code loads with the recap's: the route table, which the
 * calendar's start evaluates, does not evaluate the recap's loaders (decision 0027). Null: the address names no
 * formula on sale online (the page, and its first screen, say so).
 */
export function recapDataLoad(
  aid: number | undefined,
  oid: number | undefined,
  fid: number | undefined,
): Load<RecapData | null> {
  return {
    queryKey: ['mf_booking', 'recap', aid, oid, fid],
    queryFn: async ({ signal }) => {
      const { loadRecapData } = await import(/* webpackMode: "eager" */ './load-recap-data');
      return orNotFound(loadRecapData(aid!, oid!, fid!, signal));
    },
    enabled: aid !== undefined && oid !== undefined && fid !== undefined,
  };
}
