/** The texts an activity or an offer shows above (string_1) and below (string_2) its list. */
export interface CatalogStrings {
  above: string | null;
  below: string | null;
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Reads the `strings` column (JSON text with string_1 and string_2). Empty, missing,
 * malformed or non-object values give no text rather than an error: the list still shows.
 */
export function parseCatalogStrings(raw: string | Record<string, unknown> | null | undefined): CatalogStrings {
  if (raw === null || raw === undefined) return { above: null, below: null };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { above: null, below: null };
    try {
      value = JSON.parse(raw);
    } catch {
      return { above: null, below: null };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { above: null, below: null };
  const record = value as Record<string, unknown>;
  return { above: text(record.string_1), below: text(record.string_2) };
}
