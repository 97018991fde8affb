/**
 * How every Lambda is bundled, written once for the CDK app (NodejsFunction) and the bench (which
 * bundles the same way to measure size and init time).
 *
 * The AWS SDK v3 is left out: the nodejs24.x runtime provides it, and bundling it would triple
 * each bundle (the catalogue group measured 799 KB with it) and slow every cold start.
 */
export const LAMBDA_BUNDLING = {
  target: 'node24',
  format: 'esm',
  minify: true,
  sourcemap: false,
  external: ['@aws-sdk/*'],
  /**
   * Native modules esbuild cannot bundle: installed beside the bundle instead, built for the
   * function's platform (linux, arm64) whatever machine synthesises (npm's --os/--cpu).
   */
  nativeModules: ['sharp'],
  /**
   * PATINA_NATIVE_CPU: the rehearsal (docs/adr/0047) runs the bundles on this machine, so it synthesises
   * them with this machine's CPU (an x64 host cannot load sharp's arm64 binary); a deploy never sets it.
   */
  nativePlatform: { npm_config_os: 'linux', npm_config_cpu: process.env.PATINA_NATIVE_CPU ?? 'arm64', npm_config_libc: 'glibc' },
  /** ESM output still meets CommonJS dependencies that call `require`: give the module a real one. */
  banner: "import { createRequire as __patinaCreateRequire } from 'node:module'; const require = __patinaCreateRequire(import.meta.url);",
} as const;

/**
 * The official Stripe SDK (docs/adr/0041) is loaded on a function's first payment call, yet bundled it
 * is ~250 KB that every cold start parses: buying's init measured 178 ms of CPU with it inside the
 * bundle and 116 ms with it installed beside (budget 150 ms; docs/adr/0046). So a function that calls
 * Stripe — the one that is given the Stripe key's name, STRIPE_SECRET_KEY_ID — gets the package
 * installed beside its bundle, and only its ES modules are kept (STRIPE_PRUNE: the CommonJS copy and
 * the type declarations are 21 of its 23 MB, and `import()` reads neither).
 */
const LAZY_STRIPE = { module: 'stripe', whenEnvironmentHas: 'STRIPE_SECRET_KEY_ID' } as const;
export const STRIPE_PRUNE = ['rm -rf node_modules/stripe/cjs', "find node_modules/stripe -name '*.d.ts' -delete"] as const;

/** The packages installed beside a function's bundle instead of inside it: its native modules, and Stripe's SDK where it calls Stripe. */
export function modulesBesideBundle(environmentNames: readonly string[], nativeModules: readonly string[] = []): string[] {
  return [...nativeModules, ...(environmentNames.includes(LAZY_STRIPE.whenEnvironmentHas) ? [LAZY_STRIPE.module] : [])];
}
