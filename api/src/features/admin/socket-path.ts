import path from 'node:path';

/**
 * Where the running API listens for the staff's commands (ADMIN_SOCKET, else `<DATA_DIR>-admin/api.sock`: beside
 * the database, in a folder only the API's user may enter). None for an in-memory database (tests pass a path).
 * A Unix socket path must stay under ~100 bytes.
 */
export function adminSocketPath(env: NodeJS.ProcessEnv, dataDir: string): string | null {
  if (env.ADMIN_SOCKET) return path.resolve(env.ADMIN_SOCKET);
  if (dataDir.startsWith('memory://')) return null;
  return path.join(`${path.resolve(dataDir)}-admin`, 'api.sock');
}

/** The longest socket path Linux accepts (sun_path is 108 bytes, NUL-terminated). */
export const MAX_SOCKET_PATH = 107;
