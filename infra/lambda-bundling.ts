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
  /** ESM output still meets CommonJS dependencies that call `require`: give the module a real one. */
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
  banner: "import { createRequire as __patinaCreateRequire } from 'node:module'; const require = __patinaCreateRequire(import.meta.url);",
} as const;
