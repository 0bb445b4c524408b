/**
 * @jest-environment node
 */
// The page hands its runtime core to remotes built with externalRuntime (decision 0029): the names it hands over
// must be every name a remote's federation runtime imports, each the page's own export.
import fs from 'node:fs';
import path from 'node:path';
import * as runtimeCore from '@module-federation/runtime-core';
import runtimeCoreProviderPlugin, {
  provideRuntimeCore,
  REMOTE_RUNTIME_CORE,
  RUNTIME_CORE_GLOBAL,
} from './runtime-core-provider';

/** The installed package's folder, found as the package that depends on it finds it (pnpm keeps them apart). */
function packageDir(name: string, from: string): string {
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || readName(dir) !== name) dir = path.dirname(dir);
  return dir;
}
const readName = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name;

const enhancedDir = packageDir('@module-federation/enhanced', __dirname);
const bundlerRuntimeDir = packageDir('@module-federation/webpack-bundler-runtime', enhancedDir);
const bundlerRuntimeDist = path.join(bundlerRuntimeDir, 'dist');
const runtimeDist = path.join(packageDir('@module-federation/runtime', bundlerRuntimeDir), 'dist');
const jsFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dir, f));

/** Named imports from the runtime core in the files a remote's bundler runtime reaches. */
function importedNames(files: string[]): { names: Set<string>; namespaces: string[] } {
  const names = new Set<string>();
  const namespaces: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g))
      for (const name of m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)) if (name) names.add(name);
    if (/import\s*\*\s*as\s+\w+\s+from\s*"@module-federation\/runtime-core"/.test(text)) namespaces.push(file);
  }
  return { names, namespaces };
}

describe('runtime core provider', () => {
  // `@module-federation/runtime/core` re-exports the whole core as a namespace: the bundler runtime must not use it.
  const bundlerFiles = jsFiles(bundlerRuntimeDist);
  const runtimeFiles = jsFiles(runtimeDist).filter((f) => path.basename(f) !== 'core.js');

  it('hands over exactly the names the installed federation runtime imports', () => {
    const { names, namespaces } = importedNames([...bundlerFiles, ...runtimeFiles]);
    expect(namespaces).toEqual([]);
    expect(names.size).toBeGreaterThan(5);
    expect(Object.keys(REMOTE_RUNTIME_CORE).sort()).toEqual([...names].sort());
  });

  it('the bundler runtime never imports the namespace re-export', () => {
    for (const file of bundlerFiles)
      expect(fs.readFileSync(file, 'utf8')).not.toMatch(/"@module-federation\/runtime\/core"/);
  });

  it("each name is the page's own runtime core export", () => {
    for (const [name, value] of Object.entries(REMOTE_RUNTIME_CORE)) {
      expect(value).toBeDefined();
      expect(value).toBe((runtimeCore as Record<string, unknown>)[name]);
    }
  });

  it('puts the core where remotes read it, and never replaces another one', () => {
    const scope: Record<string, unknown> = {};
    expect(provideRuntimeCore(scope)).toBe(true);
    expect(scope[RUNTIME_CORE_GLOBAL]).toBe(REMOTE_RUNTIME_CORE);
    expect(provideRuntimeCore(scope)).toBe(true);

    const other = { ModuleFederation: class {} };
    const taken: Record<string, unknown> = { [RUNTIME_CORE_GLOBAL]: other };
    expect(provideRuntimeCore(taken)).toBe(false);
    expect(taken[RUNTIME_CORE_GLOBAL]).toBe(other);
  });

  it('as a runtime plugin: provides on beforeInit and passes the arguments through', () => {
    const key = RUNTIME_CORE_GLOBAL as keyof typeof globalThis;
    const before = (globalThis as Record<string, unknown>)[key];
    delete (globalThis as Record<string, unknown>)[key];
    try {
      const plugin = runtimeCoreProviderPlugin();
      const args = { options: { name: 'shell' } };
      expect(plugin.beforeInit(args)).toBe(args);
      expect((globalThis as Record<string, unknown>)[key]).toBe(REMOTE_RUNTIME_CORE);
    } finally {
      if (before === undefined) delete (globalThis as Record<string, unknown>)[key];
      else (globalThis as Record<string, unknown>)[key] = before;
    }
  });
});
