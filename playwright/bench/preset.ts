// Re-measures each custom piece of the build preset (decision 0021): builds the six areas without one piece
// (PRESET_WITHOUT, see shared-events/build/create-area-config.cjs), runs bench:web's JavaScript figures (and,
// with PRESET_LIGHTHOUSE=1, one Lighthouse run of the pages in BENCH_PAGES), and prints per page the initial
// JavaScript of each build beside the preset's. Rebuilds the preset's own build at the end.
//   npx tsx bench/preset.ts            (PRESET_PIECES=mui-sharing,startup-chunk,remote-split by default;
//   PRESET_BASE_BUILT=1 measures the current dist/ as the preset's build instead of building it first)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageResult } from './web/report';

const ROOT = path.join(__dirname, '..', '..');
const AREAS = ['shell', 'mf-catalog', 'mf-booking', 'mf-basket-checkout', 'mf-account', 'mf-snacking'];
const pieces = (process.env.PRESET_PIECES ?? 'mui-sharing,startup-chunk,remote-split').split(',');
const lighthouse = process.env.PRESET_LIGHTHOUSE === '1';

function build(without: string): void {
  const filters = AREAS.flatMap((a) => ['--filter', a]);
  console.log(`Building the six areas${without ? ` without ${without}` : ''}…`);
  execFileSync('npx', ['-y', 'pnpm@10.34.8', ...filters, '--workspace-concurrency=1', 'run', 'build'], {
    cwd: ROOT,
    env: { ...process.env, PRESET_WITHOUT: without },
    stdio: 'ignore',
  });
}

function measure(label: string): PageResult[] {
  const file = `/tmp/bench-preset-${label || 'preset'}.json`;
  const skip = lighthouse ? 'monolith,interaction' : 'lighthouse,monolith,interaction';
  try {
    execFileSync('npx', ['tsx', path.join(__dirname, 'web.ts')], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, BENCH_SKIP: skip, BENCH_MONOLITH: 'built', BENCH_JSON: file, LIGHTHOUSE_RUNS: '1' },
      stdio: 'ignore',
    });
  } catch {
    // bench:web exits 1 when a target is not met: the figures are still written.
  }
  return (JSON.parse(readFileSync(file, 'utf8')) as { results: PageResult[] }).results;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const figures = new Map<string, PageResult[]>();
try {
  for (const piece of ['', ...pieces]) {
    if (piece || process.env.PRESET_BASE_BUILT !== '1') build(piece);
    figures.set(piece, measure(piece));
  }
} finally {
  build('');
}

const base = figures.get('')!;
console.log(`\nInitial JavaScript per page, KB gzip (files)${lighthouse ? ' · Lighthouse performance, LCP' : ''}:`);
const header = ['page', 'preset', ...pieces.map((p) => `without ${p}`)];
console.log(header.join(' | '));
for (const [i, page] of base.entries()) {
  const cells = ['', ...pieces].map((piece) => {
    const r = figures.get(piece)?.[i];
    if (!r?.js) return 'n/a';
    const lh = lighthouse && r.median ? ` · ${r.median.score}, ${(r.median.lcpMs / 1000).toFixed(2)} s` : '';
    const delta =
      piece && base[i]?.js ? ` (${r.js.gzip >= base[i]!.js!.gzip ? '+' : ''}${kb(r.js.gzip - base[i]!.js!.gzip)})` : '';
    return `${kb(r.js.gzip)} (${r.js.files})${delta}${lh}`;
  });
  console.log([page.name, ...cells].join(' | '));
}
