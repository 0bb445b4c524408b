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
  it("'both' (the default) makes the remote and its page in one compilation, cleaning the folder", () => {
    const config = build({ exposes: { './App': './src/app.tsx' } });
    expect(config.name).toBe('mf_area');
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(pluginNames(config)).toContain('HtmlWebpackPlugin');
    expect(config.output.clean).toBe(true);
    expect(federation(config).manifest).toBe(true);
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
