import { Messages } from '../../shared/messages.ts';
import { Status } from '../../shared/contract/protocol.ts';

/** A failure a call answers on purpose, with the protocol's status and a message for people. */
export class CallError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'CallError';
    this.status = status;
    this.data = data;
  }
}

export const notFound = (message: string = Messages.notFound) => new CallError(Status.notFound, message);
export const unauthorized = (message: string = Messages.notSignedIn) => new CallError(Status.unauthorized, message);
export const forbidden = (message: string = Messages.forbidden) => new CallError(Status.forbidden, message);
export const conflict = (message: string, data: unknown = null) => new CallError(Status.conflict, message, data);
export const badRequest = (message: string, fields: Record<string, string> = {}) =>
  new CallError(Status.badRequest, message, { fields });

/** The protocol's 409 for a lot write that lost a race or broke the transitions table. */
export function lotConflict(error: Error & { lotId?: string; from?: string }): { status: number; message: string; data: unknown } {
  return { status: Status.conflict, message: Messages.lotChanged, data: { itemId: error.lotId ?? null, status: error.from ?? null } };
}
