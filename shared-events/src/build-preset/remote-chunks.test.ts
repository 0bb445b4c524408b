/**
 * @jest-environment node
 */
// A remote's date fallbacks in one chunk (decision 0026), its other fallbacks one chunk each.
const { remoteShareChunks, DATE_KEYS } = require('../../build/remote-chunks.cjs') as {
  DATE_KEYS: Set<string>;
  remoteShareChunks: () => {
    splitChunks: { cacheGroups: Record<string, false | { name: string; test: (module: object) => boolean }> };
  };
};

describe("a remote's chunks", () => {
  const groups = remoteShareChunks().splitChunks.cacheGroups;

  it('group the three shares of dates, and nothing else', () => {
    expect([...DATE_KEYS].sort()).toEqual(['moment', 'moment-timezone', 'shared-events/dates']);
    expect(Object.keys(groups).sort()).toEqual(['dates', 'default', 'defaultVendors']);
    expect(groups.default).toBe(false);
    expect(groups.defaultVendors).toBe(false);
  });

  it("take the libraries' modules into the group, never the federation's consume modules", () => {
    const dates = groups.dates as { test: (module: object) => boolean };
    const module = (name: string | undefined, type = 'javascript/auto') => ({ type, nameForCondition: () => name });
    expect(dates.test(module('/repo/node_modules/.pnpm/moment@2.31.0/node_modules/moment/moment.js'))).toBe(true);
    expect(dates.test(module('/repo/shared-events/src/dates/index.ts'))).toBe(true);
    expect(dates.test(module(undefined, 'consume-shared-module'))).toBe(false);
  });
});
