import type { ItemSummary } from '../../../../shared/contract/catalogue.ts';

/**
 * The price an item's card (the catalogue's) or row (the seller dashboard's) leads with, and its label
 * under `prefix`: the sold price once sold; for an auction the current bid, or the starting price before
 * any bid; else the Buy it now price.
 */
export function leadPrice(item: Pick<ItemSummary, 'soldPrice' | 'listAsAuction' | 'currentBid' | 'startingPrice' | 'buyItNowPrice'>, prefix: string): { label: string; pence: number } {
  if (item.soldPrice != null) return { label: `${prefix}.soldFor`, pence: item.soldPrice };
  if (item.listAsAuction) {
    return item.currentBid === null ? { label: `${prefix}.startingPrice`, pence: item.startingPrice } : { label: `${prefix}.currentBid`, pence: item.currentBid };
  }
  return { label: `${prefix}.buyNow`, pence: item.buyItNowPrice ?? item.startingPrice };
}
