import { homepageSections, photoUrl } from '../../../shared/catalogue.ts';
import { GetHomepageInputSchema, type HomepageOutput } from '../../../shared/contract/catalogue.ts';
import { ItemStatus } from '../../../shared/item.ts';
import { getBanners } from '../../data/entities/catalogue-reference.ts';
import { listItemsByStatus } from '../../data/items.ts';
import { defineCall } from '../../lib/call.ts';

/** The statuses of a lot that found a buyer, for "recently sold". */
const SOLD_STATUSES = [ItemStatus.AwaitingPayment, ItemStatus.Shipping, ItemStatus.Sold] as const;

export const getHomepage = defineCall({
  name: 'getHomepage',
  who: 'any',
  input: GetHomepageInputSchema,
  async run(): Promise<{ data: HomepageOutput }> {
    const [banners, active, ...sold] = await Promise.all([
      getBanners(),
      listItemsByStatus(ItemStatus.Active),
      ...SOLD_STATUSES.map((status) => listItemsByStatus(status, true)),
    ]);
    // Banners are stored with the photo key of their image; callers get its URL.
    return { data: { banners: banners.map((b) => ({ ...b, image: photoUrl(b.image) })), ...homepageSections(active, sold.flat()) } };
  },
});
