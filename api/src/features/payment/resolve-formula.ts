import { toId } from './line-bounds';
import type { ClientLine } from './pricing';
import type { Catalogue, FormulaInfo } from './catalogue-view';

/** Refuses the line being shaped (a French message, a code, 400 or 409 when the catalogue changed). Never returns. */
export type Fail = (message: string, code: string, status?: 400 | 409) => never;

/** The line's formula: its fid, else the one formula selling its article, else the basket's formula offering it. */
export function resolveFormula(
  line: ClientLine,
  articleId: number,
  index: number,
  all: ClientLine[],
  cat: Catalogue,
  fail: Fail,
): FormulaInfo {
  const fid = toId(line.fid);
  if (line.fid !== undefined && line.fid !== null && fid === null) fail('la formule est invalide.', 'UNKNOWN_FORMULA');
  if (fid !== null) return cat.formulas.get(fid) ?? fail(`la formule ${fid} n'existe pas.`, 'UNKNOWN_FORMULA');
  const selling = [...cat.formulas.values()].filter((f) => f.article === articleId);
  if (selling.length === 1) return selling[0]!;
  if (selling.length > 1) return fail('précisez la formule de cette ligne.', 'UNKNOWN_FORMULA');
  for (const [i, other] of all.entries()) {
    if (i === index) continue;
    const f =
      toId(other.fid) !== null
        ? cat.formulas.get(toId(other.fid)!)
        : [...cat.formulas.values()].find((x) => x.article === other.id);
    if (f && (f.accessories.includes(articleId) || cat.accessoriesOf(f.aid).has(articleId))) return f;
  }
  return fail("cet article ne se vend qu'avec une réservation qui le propose.", 'NOT_OF_FORMULA');
}
