/**
 * @jest-environment node
 */
// The production builds minify their JavaScript with SWC (decision 0035), the page and the remote alike.
import path from 'node:path';
import vm from 'node:vm';

interface Minimizer {
  constructor: { name: string };
  options: { minimizer: { implementation: unknown; options: Record<string, unknown> } };
}
interface Config {
  optimization: { minimize: boolean; minimizer?: Minimizer[] };
}
const { createAreaConfig } = require('../../build/create-area-config.cjs') as {
  createAreaConfig: (options: Record<string, unknown>) => (env: object, argv: object) => Config | Config[];
};
const { swcMinimizer } = require('../../build/minimizer.cjs') as { swcMinimizer: () => Minimizer };
const MinimizerPlugin = require('minimizer-webpack-plugin') as {
  swcMinify: (
    input: Record<string, string>,
    sourceMap: undefined,
    options: Record<string, unknown>,
  ) => Promise<{ code: string }>;
};

const dir = path.resolve(__dirname, '../../../mf-snacking');
const configs = (mode: string) =>
  [
    createAreaConfig({ name: 'mf_area', port: 3999, dir, standalone: true, exposes: { './App': './src/app.tsx' } })(
      {},
      { mode },
    ),
  ].flat();

describe('the production minifier', () => {
  it('is SWC for the remote and its page, with two compress passes and mangled names', () => {
    const built = configs('production');
    expect(built).toHaveLength(2);
    for (const config of built) {
      expect(config.optimization.minimize).toBe(true);
      const [minimizer, ...others] = config.optimization.minimizer ?? [];
      expect(others).toEqual([]);
      expect(minimizer?.constructor.name).toBe('MinimizerPlugin');
      expect(minimizer?.options.minimizer.implementation).toBe(MinimizerPlugin.swcMinify);
      expect(minimizer?.options.minimizer.options).toEqual({ compress: { passes: 2 }, mangle: true });
    }
  });

  it('is left to webpack in development (no minifying)', () => {
    for (const config of configs('development')) expect(config.optimization.minimizer).toBeUndefined();
  });

  it('makes smaller code that computes the same', async () => {
    const source = `(() => {
      function totalInCents(lines) {
        let totalCents = 0;
        for (const line of lines) totalCents += line.unitCents * line.counter;
        return totalCents;
      }
      result = totalInCents([{ unitCents: 1750, counter: 2 }, { unitCents: 300, counter: 1 }]);
    })();`;
    const { options } = swcMinimizer().options.minimizer;
    const { code } = await MinimizerPlugin.swcMinify({ 'main.js': source }, undefined, options);
    expect(code.length).toBeLessThan(source.length / 2);
    expect(code).not.toContain('totalCents');
    const context: { result?: number } = {};
    vm.runInNewContext(code, context);
    expect(context.result).toBe(3800);
  });
});
