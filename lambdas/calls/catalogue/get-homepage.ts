import { homepageSections, photoUrl } from '../../../shared/catalogue.ts';
import { GetHomepageInputSchema, type HomepageOutput } from '../../../shared/contract/catalogue.ts';
import { ItemStatus } from '../../../shared/item.ts';
import { getBanners, listItemsByStatus } from '../../data/db.ts';
import { defineCall } from '../../lib/call.ts';

export const getHomepage = defineCall({
  name: 'getHomepage',
  who: 'any',
  input: GetHomepageInputSchema,
  async run(): Promise<{ data: HomepageOutput }> {
    const [banners, active, sold] = await Promise.all([
      getBanners(),
      listItemsByStatus(ItemStatus.Active),
      listItemsByStatus(ItemStatus.Sold, true),
    ]);
    // Banners are stored with the photo key of their image; callers get its URL.
    return { data: { banners: banners.map((b) => ({ ...b, image: photoUrl(b.image) })), ...homepageSections(active, sold) } };
  },
});
