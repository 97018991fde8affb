import { localiseBanner } from '../../../shared/catalogue.ts';
import type { HomepageOutput } from '../../../shared/contract/catalogue.ts';
import { getBanners } from '../../data/entities/catalogue-reference.ts';
import { defineCall } from '../../lib/call.ts';
import { homepageLots } from '../../search/catalogue.ts';

export const getHomepage = defineCall('getHomepage', {
  async run(input): Promise<{ data: HomepageOutput }> {
    // The lists come from the catalogue's read model (docs/adr/0026); banners from the table.
    const [banners, lots] = await Promise.all([getBanners(), homepageLots()]);
    // Banners are stored with the photo key of their image and their French; callers get a URL and their language.
    return { data: { banners: banners.map((b) => localiseBanner(b, input.locale)), ...lots } };
  },
});
