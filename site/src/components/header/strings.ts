/** The header's strings arrive as a prop (picked at build time), so no catalogue ships in its JS. */
export type { Strings } from '../../lib/translator.ts';
export type { Translate as T } from '../../lib/translate.ts';
