import { optionalEnv } from './env.ts';
import { readSecretVersion } from './origin-secret.ts';

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

/** Where secret values come from: Secrets Manager in AWS, the environment locally. */
export interface SecretSource {
  read(name: SecretName): Promise<string>;
}

/**
 * Secrets Manager through the AWS Parameters and Secrets Lambda Extension (the function's layer, as for
 * the origin secret: lambdas/lib/origin-secret.ts), which caches each value for 5 minutes, so a rotation
 * reaches every function within that. No Secrets Manager SDK in the bundle: bundled, it loaded at init
 * and held the payment functions' cold start over budget (docs/adr/0046).
 */
function secretsManagerSource(): SecretSource {
  return {
    async read(name) {
      const id = optionalEnv(`${SECRETS[name]}_ID`);
      if (!id) throw new Error(`Missing environment variable ${SECRETS[name]}_ID (the secret's name in Secrets Manager)`);
      const value = await readSecretVersion(id, 'AWSCURRENT');
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
