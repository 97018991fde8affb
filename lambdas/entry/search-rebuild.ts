import { rebuildSearch } from '../search/rebuild.ts';

/**
 * Lambda entry of the search rebuild (docs/adr/0045): invoked by an operator
 * (`aws lambda invoke --function-name <SearchRebuildFunctionName> out.json`), it repopulates the
 * catalogue's read model from the table and answers the counts it wrote.
 */
export async function handler(): Promise<{ lots: number; listings: number; categories: number }> {
  return rebuildSearch();
}
