/**
 * @jest-environment node
 */
// An area built in two parts (decision 0025): the remote alone, then its standalone page as a host, in one folder.
import path from 'node:path';

interface Config {
  name: string;
  dependencies?: string[];
  entry: unknown;
  output: { clean: boolean; uniqueName: string };
  plugins: { constructor: { name: string }; _options?: Record<string, unknown> }[];
  optimization: { splitChunks?: { cacheGroups?: Record<string, false | { name?: string }> } };
}
const { createAreaConfig } = require('../../build/create-area-config.cjs') as {
  createAreaConfig: (options: Record<string, unknown>) => (env: object, argv: object) => Config;
};

const dir = path.resolve(__dirname, '../../../mf-snacking');
const build = (options: Record<string, unknown>) =>
  createAreaConfig({ name: 'mf_area', port: 3999, dir, ...options })({}, { mode: 'production' });
const pluginNames = (config: Config) => config.plugins.map((p) => p.constructor.name);
const federation = (config: Config) =>
  config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')?._options ?? {};

describe('createAreaConfig parts', () => {
  const both = (options: Record<string, unknown>, mode = 'production') =>
    createAreaConfig({ name: 'mf_area', port: 3999, dir, exposes: { './App': './src/app.tsx' }, ...options })(
      {},
      { mode },
    ) as unknown as Config | Config[];

  it("'both' (the default) of an area with exposes makes two compilations: the remote, then its page", () => {
    const configs = both({ standalone: true }) as Config[];
    expect(configs.map((c) => c.name)).toEqual(['mf_area', 'mf_area-page']);
    const [remote, page] = configs as [Config, Config];
    expect(remote.entry).toEqual({});
    expect(remote.output.clean).toBe(true);
    expect(federation(remote).manifest).toBe(true);
    expect(page.dependencies).toEqual(['mf_area']);
    expect(page.entry).toEqual({ main: './src/index.ts' });
    expect(pluginNames(page)).toContain('HtmlWebpackPlugin');
    expect(federation(page).exposes).toEqual({});
  });

  it('an area that does not run alone builds no page in production', () => {
    const remote = both({}) as Config;
    expect(remote.name).toBe('mf_area');
    expect(remote.entry).toEqual({});
    expect(pluginNames(remote)).not.toContain('HtmlWebpackPlugin');
  });

  it('in development (the dev server) remote and page are one compilation, with a runtime core of its own', () => {
    for (const standalone of [false, true]) {
      const config = both({ standalone }, 'development') as Config;
      expect(config.name).toBe('mf_area');
      expect(config.entry).toEqual({ main: './src/index.ts' });
      expect(pluginNames(config)).toContain('HtmlWebpackPlugin');
      expect(federation(config).exposes).toEqual({ './App': './src/app.tsx' });
      expect((federation(config).experiments as Record<string, unknown>).externalRuntime).toBeUndefined();
    }
  });

  it("'both' of a host (the shell) stays one compilation, with its page", () => {
    const config = build({});
    expect(config.name).toBe('mf_area');
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(pluginNames(config)).toContain('HtmlWebpackPlugin');
    expect(config.output.clean).toBe(true);
  });

  it('a remote takes its runtime core from the page (externalRuntime); a page provides it and slices the shares', () => {
    const remote = federation(build({ exposes: { './App': './src/app.tsx' }, part: 'remote' }));
    expect(remote.experiments).toMatchObject({
      externalRuntime: true,
      optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
    });
    expect(remote.runtimePlugins).toBeUndefined();
    for (const page of [build({}), build({ part: 'page', loadsRemotes: true })]) {
      const options = federation(page);
      expect((options.experiments as Record<string, unknown>).externalRuntime).toBeUndefined();
      expect(options.runtimePlugins).toEqual([
        path.resolve(__dirname, '../federation/runtime-core-provider.ts'),
        path.resolve(__dirname, '../federation/share-slices.ts'), // decision 0042
      ]);
    }
  });

  it("'remote' has no page: no entry of its own, no index.html; it cleans the folder and writes the manifest", () => {
    const config = build({ exposes: { './App': './src/app.tsx' }, part: 'remote' });
    expect(config.entry).toEqual({});
    expect(pluginNames(config)).not.toContain('HtmlWebpackPlugin');
    expect(config.output.clean).toBe(true);
    expect(federation(config).manifest).toBe(true);
    expect(federation(config).exposes).toEqual({ './App': './src/app.tsx' });
    // one chunk per shared module, as every remote (the shell loads only what it lacks), but for the dates
    expect(config.optimization.splitChunks?.cacheGroups).toMatchObject({
      default: false,
      defaultVendors: false,
      dates: { name: 'dates' },
    });
  });

  it("'page' is a host built after the remote: start-up chunk, no manifest, the folder kept, its own chunk global", () => {
    const config = build({ part: 'page', standalone: true, loadsRemotes: true });
    expect(config.name).toBe('mf_area-page');
    expect(config.dependencies).toEqual(['mf_area']);
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.output.clean).toBe(false);
    expect(config.output.uniqueName).toBe('mf_area_page');
    expect(federation(config).manifest).toBe(false);
    expect(pluginNames(config)).toEqual(expect.arrayContaining(['HtmlWebpackPlugin']));
    expect(config.optimization.splitChunks?.cacheGroups?.framework).toMatchObject({ name: 'framework' });
  });

  it('refuses an unknown part, and a page part that exposes modules', () => {
    expect(() => build({ part: 'server' })).toThrow(/part/);
    expect(() => build({ part: 'page', exposes: { './App': './src/app.tsx' } })).toThrow(/exposes nothing/);
  });
});
