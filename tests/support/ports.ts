/**
 * Ports fetch will not connect to (the Fetch standard's "bad ports", those a test stack's range can
 * reach): Node's fetch answers "bad port" for them, so no stack of a test may sit on one.
 */
const FETCH_BLOCKED_PORTS = new Set([5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

/**
 * The port of a test's own stack: TEST_PORT (4400) plus `offset`, moved up in tens while the stack or
 * one of its emulators (port + 1 to + 9: + 8 for a card-frame origin, + 9 the rehearsal's twins) would sit on a port
 * fetch refuses.
 */
export function ownStackPort(offset: number): number {
  let port = Number(process.env.TEST_PORT ?? 4400) + offset;
  while ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].some((i) => FETCH_BLOCKED_PORTS.has(port + i))) port += 10;
  return port;
}
