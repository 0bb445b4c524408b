import fs from 'node:fs';
import path from 'node:path';
import { routeTableMismatch, sitePaths } from 'shared-events';
import { ROUTE_TABLE } from './route-table';

it("agrees with the shell's remotes.json (the shell picks this area by those patterns)", () => {
  const remotes: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, '../../shell/public/remotes.json'), 'utf8'));
  expect(routeTableMismatch(sitePaths(ROUTE_TABLE), remotes, 'mf_booking')).toEqual([]);
});
