import { optionalEnv } from './env.ts';

/**
 * The secrets the functions use, by the environment variable that names where each lives. In AWS the
 * variable `<NAME>_ID` holds the Secrets Manager secret's name (never its value: docs/adr/0028); on the
 * local stack, which has no Secrets Manager, `<NAME>` itself holds the value (infra/local/stack.ts,
 * or a developer's environment).
 */
export const SECRETS = {
  /** The payment provider's secret API key (`sk_…`). */
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  /** The payment provider's webhook signing secret (`whsec_…`). */
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET',
} as const;

export type SecretName = keyof typeof SECRETS;

/** How long a secret read from Secrets Manager is reused before it is read again (a rotation reaches every function within this). */
export const SECRET_CACHE_SECONDS = 300;

/** Where secret values come from: Secrets Manager in AWS, the environment locally. */
export interface SecretSource {
  read(name: SecretName): Promise<string>;
}

/**
 * Secrets Manager through Powertools parameters (its SDK client and cache made on first use, so a
 * function that reads no secret never loads them); each value is kept SECRET_CACHE_SECONDS.
 */
function secretsManagerSource(): SecretSource {
  let provider: Promise<{ get(id: string, options: { maxAge: number }): Promise<unknown> }> | null = null;
  return {
    async read(name) {
      provider ??= import('@aws-lambda-powertools/parameters/secrets').then(({ SecretsProvider }) => new SecretsProvider());
      const id = optionalEnv(`${SECRETS[name]}_ID`);
      if (!id) throw new Error(`Missing environment variable ${SECRETS[name]}_ID (the secret's name in Secrets Manager)`);
      const value = await (await provider).get(id, { maxAge: SECRET_CACHE_SECONDS });
      if (typeof value !== 'string' || value === '') throw new Error(`Secret ${id} has no string value`);
      return value;
    },
  };
}

/** The local twin: the value from the environment (set by the local stack or a .env the developer loads). */
function environmentSource(): SecretSource {
  return {
    async read(name) {
      const value = optionalEnv(SECRETS[name]);
      if (!value) throw new Error(`Missing environment variable ${SECRETS[name]} (the local value of secret ${name})`);
      return value;
    },
  };
}

/**
 * The secret's current value. A secret whose `<NAME>_ID` is set is read from Secrets Manager (cached);
 * otherwise from the environment. The choice is made per read, so one process may mix them.
 */
export function readSecret(name: SecretName): Promise<string> {
  return (optionalEnv(`${SECRETS[name]}_ID`) ? aws() : local()).read(name);
}

let awsSource: SecretSource | null = null;
let localSource: SecretSource | null = null;
const aws = () => (awsSource ??= secretsManagerSource());
const local = () => (localSource ??= environmentSource());
