import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_LIMITS } from '../client-limits';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from '../features/company-requests/document-type';
import { DOCUMENTS_LINK_DAYS } from '../features/company-requests/documents-token';
import { COUNTER_MAX, EVENT_MAX_PARTICIPANTS, SUBSCRIPTION_START_MAX_DAYS } from '../features/payment/line-bounds';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '../features/payment/line-text';
import { MAX_UPLOAD_BYTES } from '../features/uploads/routes';
import { LIMITS_FILE, renderLimits, staleFiles } from './contract-limits';

// The same comparison `api-contract.ts --check` makes for shared-events/src/api-contract/limits.ts.
const checked = (text: string) => [{ file: LIMITS_FILE, text }];

describe("the contract's limits (shared-events/src/api-contract/limits.ts)", () => {
  it('are checked in as the API makes them', () => {
    expect(staleFiles(checked(renderLimits()))).toEqual([]);
  });

  it("carry the constants the server enforces, under the areas' names", () => {
    const text = renderLimits();
    expect(text).toMatch(/^\/\/ Generated from the API's limits .*: do not edit by hand\.\n/);
    expect(text).toContain(`    subscriptionStartMaxDays: ${SUBSCRIPTION_START_MAX_DAYS},\n`);
    expect(text).toContain(`    counterMax: ${COUNTER_MAX},\n`);
    expect(text).toContain(`    eventMaxParticipants: ${EVENT_MAX_PARTICIPANTS},\n`);
    expect(text).toContain(`    childAgeMin: ${CHILD_AGE_MIN},\n    childAgeMax: ${CHILD_AGE_MAX},\n`);
    expect(text).toContain(
      `    maxBytes: ${MAX_DOCUMENT_BYTES},\n    maxFiles: ${MAX_DOCUMENTS},\n    linkDays: ${DOCUMENTS_LINK_DAYS},\n`,
    );
    expect(text).toContain(`    maxBytes: ${MAX_UPLOAD_BYTES},\n`);
    expect(text).toContain("    types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],\n");
    expect(text.endsWith('} as const;\n')).toBe(true);
  });

  it('fail the check when limits.ts is edited by hand', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-limits-'));
    try {
      const file = path.join(dir, 'limits.ts');
      const text = renderLimits();
      fs.writeFileSync(file, text.replace(/subscriptionStartMaxDays: \d+/, 'subscriptionStartMaxDays: 400'));
      expect(staleFiles([{ file, text }])).toEqual([file]);
      fs.writeFileSync(file, text);
      expect(staleFiles([{ file, text }])).toEqual([]);
      // A file that is not there is stale too.
      expect(staleFiles([{ file: path.join(dir, 'missing.ts'), text }])).toEqual([path.join(dir, 'missing.ts')]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fail the check when an API constant changes and limits.ts is not regenerated', () => {
    const changed = {
      ...CLIENT_LIMITS,
      basket: { ...CLIENT_LIMITS.basket, subscriptionStartMaxDays: SUBSCRIPTION_START_MAX_DAYS + 1 },
    };
    expect(staleFiles(checked(renderLimits(changed)))).toEqual([LIMITS_FILE]);
  });

  it('write only plain values: numbers, quoted strings, lists and objects', () => {
    expect(renderLimits({ a: 1, 'b-c': ["it's", 2], d: { e: [] } })).toContain(
      "export const API_LIMITS = {\n  a: 1,\n  'b-c': ['it\\'s', 2],\n  d: {\n    e: [],\n  },\n} as const;\n",
    );
    expect(() => renderLimits({ a: Number.NaN })).toThrow(TypeError);
  });
});
