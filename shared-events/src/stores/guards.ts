/** Small shape checks for values read back from localStorage. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

export const isNullableNumber = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
