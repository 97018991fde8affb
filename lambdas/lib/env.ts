/**
 * Reads an environment variable once and fails fast with a message naming it, so a missing setting
 * shows at cold start rather than as an obscure SDK error later.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** An optional setting: undefined when unset or empty. */
export function optionalEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}
