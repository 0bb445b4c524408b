import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/client';

/** A short hash of the migration files (names and contents): a migrated test image is reused while it is the same. */
export function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
