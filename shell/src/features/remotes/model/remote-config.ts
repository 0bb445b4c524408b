// No React Router here: this module runs in the shell's entry script (see runtime/early-start.ts).
/** One entry of /remotes.json: a remote, where its manifest is, which route patterns it owns. */
export interface RemoteDefinition {
  /** Federation name (the remote's container name, e.g. 'mf_catalog'). */
  name: string;
  /** URL of its mf-manifest.json (absolute, or relative to the shell's origin). */
  manifest: string;
  /** React Router patterns, absolute ('/activites/:aid'). */
  routes: string[];
}

export class RemotesConfigError extends Error {
  override name = 'RemotesConfigError';
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Checks the deploy-time file; a bad entry is reported precisely rather than half-used. */
export function parseRemotesConfig(value: unknown): RemoteDefinition[] {
  if (!Array.isArray(value)) throw new RemotesConfigError('remotes.json must be an array of remotes');
  const names = new Set<string>();
  return value.map((entry, index) => {
    const where = `remotes.json[${index}]`;
    if (typeof entry !== 'object' || entry === null) throw new RemotesConfigError(`${where} must be an object`);
    const { name, manifest, routes } = entry as Record<string, unknown>;
    if (typeof name !== 'string' || !IDENTIFIER.test(name)) {
      throw new RemotesConfigError(`${where}.name must be a federation name (letters, digits, _)`);
    }
    if (names.has(name)) throw new RemotesConfigError(`${where}.name '${name}' is listed twice`);
    names.add(name);
    if (typeof manifest !== 'string' || !/(^https?:\/\/|^\/).+\.json(\?.*)?$/.test(manifest)) {
      throw new RemotesConfigError(`${where}.manifest must be the URL of an mf-manifest.json`);
    }
    if (!Array.isArray(routes) || routes.some((route) => typeof route !== 'string' || !route.startsWith('/'))) {
      throw new RemotesConfigError(`${where}.routes must be a list of absolute route patterns`);
    }
    return { name, manifest, routes: [...(routes as string[])] };
  });
}
