import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { CONTRACT_DIR, LIMITS_FILE, renderLimits, staleFiles, type GeneratedFile } from './contract-limits';

/**
 * The API contract the areas compile against (issue 15, "one contract"): the OpenAPI document the
 * routes' TypeBox schemas produce, turned into TypeScript types in shared-events (a type-only module), and the
 * limits the areas show before sending (src/client-limits.ts), turned into `as const` values beside them.
 *   pnpm --filter api contract          writes shared-events/src/api-contract/openapi.ts and limits.ts
 *   pnpm --filter api contract --check  fails when a checked-in file differs from the API (npm test runs it)
 */
export const CONTRACT_FILE = path.join(CONTRACT_DIR, 'openapi.ts');

const HEADER = `// Generated from the API's OpenAPI document by \`pnpm --filter api contract\`: do not edit by hand.
// A change of the API's schemas changes these types, and the areas that use them stop compiling.
`;

export async function renderContract(): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ config: loadConfig({ ...process.env, SEED: 'false' }), database, logger: false });
  try {
    await app.ready();
    const document = app.swagger() as Parameters<typeof openapiTS>[0];
    const ast = await openapiTS(document, { alphabetize: true, exportType: true });
    return HEADER + astToString(ast);
  } finally {
    await app.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const files: GeneratedFile[] = [
    { file: CONTRACT_FILE, text: await renderContract() },
    { file: LIMITS_FILE, text: renderLimits() },
  ];
  if (check) {
    const stale = staleFiles(files);
    for (const file of stale) {
      console.error(
        `${path.relative(process.cwd(), file)} is not the API's contract any more: run \`pnpm --filter api contract\` and commit it.`,
      );
    }
    if (stale.length > 0) process.exit(1);
    console.log('API contract up to date.');
    return;
  }
  for (const { file, text } of files) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`Wrote ${path.relative(process.cwd(), file)} (${text.length} characters).`);
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
