/**
 * Completes package-lock.json with the platform packages the registry reachable from our machines
 * does not serve (e.g. `@astrojs/compiler-binding-darwin-arm64`). `npm install` here leaves them out
 * of the lock, and `npm ci` then refuses the lock as out of sync with package.json. Each missing
 * optional dependency gets the entry npm itself would write (version, tarball URL, os/cpu/libc read
 * from the package's platform-suffixed name), so `npm ci` accepts the lock on every machine and
 * skips the entries that are not for its platform. Run after any `npm install`: `npm run lock`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type LockEntry = {
  version?: string;
  resolved?: string;
  integrity?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
};
export type Lockfile = { packages: Record<string, LockEntry>; [key: string]: unknown };

const OS = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32'];
const CPU = ['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'wasm32', 'x64'];
const LIBC: Record<string, string> = { gnu: 'glibc', musl: 'musl' };

/** Where Node would find `dep` from the package at `from` (its own node_modules, then its parents'). */
function resolveIn(lock: Lockfile, from: string, dep: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dep}`;
    if (candidate in lock.packages) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

/** The optional dependencies the lock names but holds no entry for: `[package, version]`. */
export function missingOptionals(lock: Lockfile): Array<[string, string]> {
  const missing = new Map<string, string>();
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveIn(lock, from, dep)) missing.set(dep, version);
    }
  }
  return [...missing];
}

/** The lock entry npm writes for a platform package, its platform read from its name. */
export function platformEntry(name: string, version: string): LockEntry {
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) throw new Error(`${name}: "${version}" is not an exact version; complete this entry by hand`);
  const words = name.split('/').pop()!.split('-');
  const os = words.filter((w) => OS.includes(w));
  const cpu = words.filter((w) => CPU.includes(w));
  const libc = words.flatMap((w) => (LIBC[w] ? [LIBC[w]!] : []));
  if (cpu.length === 0) throw new Error(`${name}: no platform in its name; complete this entry by hand`);
  const bare = name.split('/').pop()!;
  return {
    version,
    resolved: `https://registry.npmjs.org/${name}/-/${bare}-${version}.tgz`,
    optional: true,
    cpu,
    ...(os.length ? { os } : {}),
    ...(libc.length ? { libc } : {}),
  };
}

/** The lock with an entry for every missing optional platform package, in npm's key order. */
export function completeLock(lock: Lockfile): Lockfile {
  const packages = { ...lock.packages };
  for (const [name, version] of missingOptionals(lock)) packages[`node_modules/${name}`] = platformEntry(name, version);
  const [root, ...rest] = Object.keys(packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')));
  return { ...lock, packages: Object.fromEntries([root!, ...rest].map((key) => [key, packages[key]!])) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
  const missing = missingOptionals(lock);
  if (missing.length === 0) console.log('package-lock.json is complete');
  else {
    writeFileSync(file, `${JSON.stringify(completeLock(lock), null, 2)}\n`);
    console.log(`added ${missing.length} platform entries: ${missing.map(([name]) => name).join(', ')}`);
  }
}
