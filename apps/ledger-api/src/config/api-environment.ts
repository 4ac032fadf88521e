/** Variables holding the owner's credentials, which the serving process must never be given (ADR 0011). */
export const OWNER_SECRETS: readonly string[] = ['MIGRATION_DATABASE_URL'];

/** The environment `npm start`'s launcher gives the serving process: its own less the owner's credentials, plus `extra`. */
export function apiEnvironment(env: NodeJS.ProcessEnv, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, ...extra };
  for (const k of OWNER_SECRETS) delete out[k];
  return out;
}

/** The owner's credentials present in `env` (the serving process refuses to start when any is). */
export function heldOwnerSecrets(env: NodeJS.ProcessEnv): string[] {
  return OWNER_SECRETS.filter((k) => env[k]);
}
