import type { BasketLine } from '../../platform/types';

/** A basket line for tests, with the given fields over plain defaults. */
export function line(fields: Partial<BasketLine> & { nid: BasketLine['nid'] }): BasketLine {
  return { id: 10, price: 20, counter: 1, description: 'KARTING', type: 0, ...fields };
}
