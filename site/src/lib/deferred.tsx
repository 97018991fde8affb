import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/*
 * Code fetched when it is first shown (docs/adr/0056), without React.lazy and <Suspense>. React
 * commits a Suspense boundary's retry "throttled" (up to 300 ms after a fallback was shown, from a
 * timer); when the timer fires, React first runs the effects another island left pending, and an
 * effect that sets a shared store (useSyncExternalStore: a synchronous update) re-renders and commits
 * this root in the meantime, so React then commits the same tree again and throws (minified error #177,
 * "Cannot commit the same tree as before"; react-dom 19.3.1, seen on lot and account pages under load).
 * Here the loaded code is an ordinary state update (a transition), committed once rendered like any other.
 */

type Chunk<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

const loaded = new WeakMap<() => Promise<unknown>, { promise: Promise<unknown>; chunk: Chunk<unknown> }>();

/** Starts `load` once per page (a failed load is tried again by the next caller) and says where it stands. */
function request<T>(load: () => Promise<T>): { promise: Promise<unknown>; chunk: Chunk<T> } {
  let entry = loaded.get(load);
  if (!entry || entry.chunk.state === 'failed') {
    const made: { promise: Promise<unknown>; chunk: Chunk<unknown> } = { promise: Promise.resolve(), chunk: { state: 'loading' } };
    made.promise = load().then(
      (value) => (made.chunk = { state: 'ready', value }),
      () => (made.chunk = { state: 'failed' }),
    );
    loaded.set(load, made);
    entry = made;
  }
  return entry as { promise: Promise<unknown>; chunk: Chunk<T> };
}

/** Starts fetching `load` now (code the person is about to need): its component then shows at once when first rendered. */
export function preload(load: () => Promise<unknown>): void {
  request(load);
}

/** What `load` (a module-level function, so that every caller shares one fetch) has given so far. */
export function useChunk<T>(load: () => Promise<T>): Chunk<T> {
  // already here (another island, an earlier mount): shown in the first render, no fallback
  const [chunk, setChunk] = useState<Chunk<T>>(() => {
    const known = loaded.get(load)?.chunk as Chunk<T> | undefined;
    return known?.state === 'ready' ? known : { state: 'loading' };
  });
  useEffect(() => {
    if (chunk.state !== 'loading') return;
    let live = true;
    const entry = request(load);
    // A transition, so the loaded code's first render is sliced and never holds a phone's main thread (issue 24).
    void entry.promise.then(() => live && startTransition(() => setChunk(entry.chunk)));
    return () => {
      live = false;
    };
  }, [load, chunk.state]);
  return chunk;
}

/**
 * A component whose code is fetched on first render: `fallback` until it arrives, `failed` (the
 * fallback unless given) if it cannot be fetched.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  return function Deferred({ fallback = null, failed, ...props }: P & { fallback?: ReactNode; failed?: ReactNode }) {
    const chunk = useChunk(load);
    if (chunk.state === 'ready') {
      const Loaded = chunk.value;
      return <Loaded {...(props as P)} />;
    }
    return chunk.state === 'failed' && failed !== undefined ? failed : fallback;
  };
}
