/**
 * @jest-environment node
 */
// The host provides the MUI components that two areas or more import (decision 0026): the list in
// build/shared-modules.cjs must follow the areas' sources, or a page fetches a fallback chunk per component again.
import fs from 'node:fs';
import path from 'node:path';

const { AREA_MUI_COMPONENTS, AREA_MUI_START_KEYS, hostComponentsModules, sharedModules } =
  require('../../build/shared-modules.cjs') as {
    AREA_MUI_COMPONENTS: string[];
    hostComponentsModules: () => { apply(compiler: unknown): void };
    AREA_MUI_START_KEYS: string[];
    sharedModules: (options?: {
      hostDir?: string;
      remoteOnly?: boolean;
    }) => Record<string, { import?: string | false }>;
  };

const root = path.resolve(__dirname, '../../..');
const AREAS = ['shell', 'mf-catalog', 'mf-booking', 'mf-basket-checkout', 'mf-account', 'mf-snacking', 'shared-events'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The MUI components an area's sources import by their public path. */
function componentsOf(area: string): Set<string> {
  const dir = path.join(root, area);
  const files =
    area === 'shared-events'
      ? sources(path.join(dir, 'src')).concat(sources(dir).filter((f) => path.dirname(f) === dir))
      : sources(path.join(dir, 'src'));
  const names = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/from '@mui\/material\/([A-Z]\w*)'/g))
      names.add(match[1]!);
  }
  return names;
}

describe('the MUI components the host provides', () => {
  const uses = new Map<string, string[]>();
  for (const area of AREAS) for (const name of componentsOf(area)) uses.set(name, [...(uses.get(name) ?? []), area]);

  it('are exactly those two areas or more import', () => {
    const shared = [...uses].filter(([, areas]) => areas.length >= 2).map(([name]) => name);
    expect([...AREA_MUI_COMPONENTS].sort()).toEqual(shared.sort());
  });

  it('start with the host when the catalogue draws with them', () => {
    for (const key of AREA_MUI_START_KEYS) {
      expect(AREA_MUI_COMPONENTS).toContain(key.replace('@mui/material/', ''));
      expect(uses.get(key.replace('@mui/material/', ''))).toContain('mf-catalog');
    }
  });

  it("are provided from MUI's ES module entries, by the host alone", () => {
    const hostShares = sharedModules({ hostDir: path.join(root, 'shell') });
    for (const name of AREA_MUI_COMPONENTS) {
      const file = hostShares[`@mui/material/${name}`]?.import;
      expect(file).toMatch(new RegExp(`@mui[\\\\/]material[\\\\/]${name}[\\\\/]index\\.mjs$`));
      expect(typeof file === 'string' && fs.existsSync(file)).toBe(true);
    }
    expect(Object.keys(sharedModules()).filter((key) => /^@mui\/material\/\w/.test(key))).toEqual([]);
  });

  it('are taken from the page by a remote, which ships no copy of them (decision 0041)', () => {
    const remoteShares = sharedModules({ remoteOnly: true });
    const components = Object.keys(remoteShares).filter((key) => /^@mui\/material\/\w/.test(key));
    expect(components.sort()).toEqual(AREA_MUI_COMPONENTS.map((name) => `@mui/material/${name}`).sort());
    for (const key of components) expect(remoteShares[key]?.import).toBe(false);
    // The prefix share still carries the components one area alone uses, with their fallbacks.
    expect(remoteShares['@mui/material/']?.import).toBeUndefined();
  });

  it('are known to the remote as ES modules, like the fallbacks they replace', () => {
    class ConsumeSharedModule {
      buildMeta: Record<string, unknown> = {};
      constructor(readonly options: { shareKey: string; import?: string }) {}
    }
    const unknownExports: unknown[] = [];
    let finish: (modules: ConsumeSharedModule[]) => void = () => undefined;
    const compilation = {
      hooks: { finishModules: { tap: (_: unknown, fn: typeof finish) => (finish = fn) } },
      moduleGraph: { getExportsInfo: (m: unknown) => ({ setUnknownExportsProvided: () => unknownExports.push(m) }) },
    };
    hostComponentsModules().apply({
      hooks: { compilation: { tap: (_: unknown, fn: (c: unknown) => void) => fn(compilation) } },
    });
    const fromHost = new ConsumeSharedModule({ shareKey: '@mui/material/Chip' });
    const withFallback = new ConsumeSharedModule({ shareKey: '@mui/material/Avatar', import: '@mui/material/Avatar' });
    const notAComponent = new ConsumeSharedModule({ shareKey: 'moment' });
    finish([fromHost, withFallback, notAComponent]);
    expect(fromHost.buildMeta.exportsType).toBe('namespace');
    expect(withFallback.buildMeta.exportsType).toBeUndefined();
    expect(notAComponent.buildMeta.exportsType).toBeUndefined();
    expect(unknownExports).toEqual([fromHost]);
  });
});
