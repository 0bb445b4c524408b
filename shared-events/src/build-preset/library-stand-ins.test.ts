/**
 * @jest-environment node
 */
// The build preset swaps a few library files for stand-ins (build/mui-shims).
// These tests pin what each swap relies on, so that a MUI upgrade that changes it fails here, not
// silently in the page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const { MUI_SHARE_SHIMS, MUI_PATCHES } = require('../../build/create-area-config.cjs') as {
  MUI_SHARE_SHIMS: { request: string; from: string[]; to: string }[];
  MUI_PATCHES: { request: string; from: string[]; to: string }[];
};

const muiRoot = path.dirname(require.resolve('@mui/material/package.json'));

/** `export { name as default } from 'module';` -> [name, module] */
function reExport(file: string): [string, string] {
  const match = /export \{ (\w+) as default \} from '([^']+)';/.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${file}: no "export { name as default } from 'module'"`);
  return [match[1]!, match[2]!];
}

describe('MUI stand-ins', () => {
  it.each([...MUI_SHARE_SHIMS, ...MUI_PATCHES])('$request is still imported from $from', ({ request, from }) => {
    for (const folder of from) {
      const dir = path.join(muiRoot, folder);
      const importers = fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.mjs'))
        .filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes(`from "${request}"`));
      expect(importers.length).toBeGreaterThan(0);
    }
  });

  it.each(MUI_SHARE_SHIMS.map((shim) => ({ ...shim, file: path.basename(shim.to) })))(
    '$file re-exports a function of a public MUI entry',
    ({ to }) => {
      const [name, entry] = reExport(to);
      expect(entry).toMatch(/^@mui\/material\/[A-Za-z]+$/);
      expect(typeof (require(entry) as Record<string, unknown>)[name]).toBe('function');
    },
  );

  it('formats numbers exactly like MUI’s own buildFormatNumber, building the formatter on first use', () => {
    const original = path.join(muiRoot, 'locale', 'utils', 'buildFormatNumber.mjs');
    const standIn = MUI_PATCHES[0]!.to;
    const script = `
      import original from ${JSON.stringify(original)};
      import standIn from ${JSON.stringify(standIn)};
      const values = [0, 1234.5, -98765.4321, 1e21, NaN, Infinity, -Infinity];
      let built = 0;
      const Real = Intl.NumberFormat;
      Intl.NumberFormat = function (...args) { built += 1; return new Real(...args); };
      const lazy = standIn('fr-FR');
      const before = built;
      const a = values.map(standIn('fr-FR'));
      lazy(1); lazy(2);
      Intl.NumberFormat = Real;
      const b = values.map(original('fr-FR'));
      console.log(JSON.stringify({ same: JSON.stringify(a) === JSON.stringify(b), a, before, after: built }));
    `;
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }));
    expect(out.a).toContain('1\u202f234,5');
    expect(out.same).toBe(true);
    expect(out.before).toBe(0); // nothing built until a number is formatted
    expect(out.after).toBe(2); // then once per formatter
  });
});
