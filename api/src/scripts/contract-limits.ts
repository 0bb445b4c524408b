import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_LIMITS } from '../client-limits';

/**
 * The contract's values (decision 0012, update of 2026-11-29): the API's limits that the areas show
 * (src/client-limits.ts), written as `as const` values into shared-events beside the generated types, so that
 * an area imports the server's number instead of a copy of it.
 */
/** shared-events/src/api-contract: where the contract's generated files live. */
export const CONTRACT_DIR = path.resolve(__dirname, '..', '..', '..', 'shared-events', 'src', 'api-contract');
export const LIMITS_FILE = path.join(CONTRACT_DIR, 'limits.ts');

const HEADER = `// Generated from the API's limits (api/src/client-limits.ts) by \`pnpm --filter api contract\`: do not edit by hand.
// A change of one of the constants the server enforces changes these values, and the areas show the new rule.
`;

type LimitValue = number | string | readonly LimitValue[] | { readonly [key: string]: LimitValue };

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function literal(value: LimitValue, indent: string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`A limit must be a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map((item: LimitValue) => literal(item, indent)).join(', ')}]`;
  const inner = `${indent}  `;
  const entries = Object.entries(value).map(
    ([key, item]) => `${inner}${IDENTIFIER.test(key) ? key : quote(key)}: ${literal(item, inner)},\n`,
  );
  return `{\n${entries.join('')}${indent}}`;
}

/** limits.ts as the API's limits make it: the header, then `export const API_LIMITS = {…} as const;`. */
export function renderLimits(limits: LimitValue = CLIENT_LIMITS): string {
  return `${HEADER}export const API_LIMITS = ${literal(limits, '')} as const;\n`;
}

export interface GeneratedFile {
  file: string;
  text: string;
}

const readOrEmpty = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

/** The generated files whose checked-in text is not what the API makes now (edited by hand, or not regenerated). */
export function staleFiles(files: readonly GeneratedFile[], read: (file: string) => string = readOrEmpty): string[] {
  return files.filter(({ file, text }) => read(file) !== text).map(({ file }) => file);
}
