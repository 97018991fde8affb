/**
 * How calls are packaged into Lambda functions: one function per group of related calls, each an
 * entry file exporting `handler`. The CDK API stack makes one function per group and one
 * `POST /api/{name}` route per call; the local gateway serves the same calls in-process.
 */
export const FUNCTION_GROUPS = [
  {
    name: 'catalogue',
    entry: 'lambdas/entry/catalogue.ts',
    calls: ['getCategories', 'search', 'metadata', 'getHomepage', 'getItem', 'getSupportArticles', 'sendContactMessage'],
    /** Environment variables the group reads (see lambdas/lib/env.ts); every group verifies ID tokens, so needs the pool ids. */
    env: ['TABLE_NAME', 'PHOTO_BUCKET', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID'],
    /** What the group may do with the table: 'read' or 'readWrite'. */
    table: 'readWrite',
  },
] as const;

export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];
