import { defineConfig } from 'drizzle-kit';

// `pnpm --filter api db:generate` writes a new SQL migration into ./drizzle from the
// difference between the schema files and the last snapshot. Migrations run at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
