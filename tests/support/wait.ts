/**
 * Waiting for a state, never for a time: `waitFor` asks `probe` until it answers a value (anything
 * but undefined), and fails with `what` and the last answer once `timeoutMs` has passed without one.
 * The deadline only turns a state that never comes into a clear failure; the pause between two
 * probes only keeps a busy machine from being flooded with requests.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 20_000, pauseMs = 50 }: { timeoutMs?: number; pauseMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}
