import type { z } from 'zod';
import type { CallDefinition } from '../../lambdas/lib/call.ts';

/**
 * A call that is not in the registry, for tests of the protocol itself (transport, logging, tracing,
 * message codes): production calls are made with `defineCall(name, …)` from their registry entry.
 */
export function protocolCall<S extends z.ZodType, T>(definition: CallDefinition<S, T>): CallDefinition {
  return definition as CallDefinition;
}
