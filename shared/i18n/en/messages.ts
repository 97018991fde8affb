import { Messages, type MessageKey } from '../../messages.ts';

/**
 * en strings: messages — the text of every message code (`msg.<code>`), which is the spec's English
 * of shared/messages.ts itself, so the English site says exactly what the server answers.
 */
export default Object.fromEntries(Object.entries(Messages).map(([code, text]) => [`msg.${code}`, text])) as Record<`msg.${MessageKey}`, string>;
