import { describe, expect, it } from 'vitest';
import { parseCallData } from '../../shared/contract/protocol.ts';
import { ListingSubmitFormSchema, listingRuleIssues, type ListingForm } from '../../shared/contract/selling.ts';
import { itemFromListing, photoRefs, sellerPreview, thumbnailKey } from '../../shared/listing.ts';
import { endTimeFor } from '../../shared/lot-rules.ts';
import { englishOf } from '../../shared/messages.ts';
import { checkSpecifics, formFields, pickSellerForm, sellerForm } from '../../shared/seller-form.ts';

const photos = [1, 2, 3, 4, 5].map((n) => `uploads/u1/01KAAAAAAAAAAAAAAAAAAAAAA${n}.jpg`);
const valid: ListingForm = {
  category: 'clocks',
  subCategoryId: 'clocks-mantel',
  photos,
  itemName: 'French mantel clock',
  itemCaption: 'Ormolu and marble',
  itemDescription: 'Eight-day movement striking on a bell.',
  estimatedValue: 60_000,
  listAsAuction: true,
  startingAuctionPrice: 10_000,
  reservePrice: 20_000,
  List_of_Buy_it: true,
  buyItNowPrice: 55_000,
  shippingPaidBy: 'buyer',
  nationwideShippingCost: 2_500,
  nationwideShippingDeliveryDays: 3,
};
const messagesOf = (form: ListingForm) => listingRuleIssues(form).map((i) => englishOf(i.code, i.params));

describe('listing rules', () => {
  it('accepts a complete listing', () => {
    expect(listingRuleIssues(valid)).toEqual([]);
    expect(ListingSubmitFormSchema.safeParse(valid).success).toBe(true);
  });
  it('asks for five photos', () => {
    expect(messagesOf({ ...valid, photos: photos.slice(0, 4) })).toEqual(['Please Upload Minimum 5 images']);
  });
  it('needs an auction or Buy it now', () => {
    expect(messagesOf({ ...valid, listAsAuction: false, List_of_Buy_it: false, reservePrice: null })).toEqual(['At least one option must be selected']);
  });
  it('starts auctions from £1', () => {
    expect(messagesOf({ ...valid, startingAuctionPrice: 99 })).toEqual(['The starting price must be at least £1']);
  });
  it('allows a reserve only over £150 of estimated value, and then at least £150', () => {
    expect(messagesOf({ ...valid, estimatedValue: 15_000 })).toEqual(['A reserve price can only be set for items valued over £150']);
    expect(messagesOf({ ...valid, reservePrice: 14_999 })).toEqual(['The reserve price must be at least £150']);
  });
  it('prices Buy it now above the starting price when both are offered', () => {
    expect(messagesOf({ ...valid, buyItNowPrice: 10_000 })).toEqual(['The Buy it now price must be higher than the starting price']);
    expect(messagesOf({ ...valid, listAsAuction: false, reservePrice: null, buyItNowPrice: 10_000 })).toEqual([]);
  });
  it('needs one shipping zone with both cost and days', () => {
    expect(messagesOf({ ...valid, nationwideShippingCost: null, nationwideShippingDeliveryDays: null })).toEqual([
      'Add the cost and delivery days of at least one shipping zone',
    ]);
    expect(messagesOf({ ...valid, shippingToEuropeCost: 4_000 })).toEqual(['Give both the cost and the delivery days']);
  });
  it('limits the duration to 1–14 days', () => {
    expect(ListingSubmitFormSchema.safeParse({ ...valid, auctionDurationDays: 15 }).success).toBe(false);
    expect(ListingSubmitFormSchema.safeParse({ ...valid, auctionDurationDays: 14 }).success).toBe(true);
  });
  it('accepts only keys the upload gave as photos, or a listed lot\'s own, never a thumbnail', () => {
    expect(ListingSubmitFormSchema.safeParse({ ...valid, photos: [...photos.slice(1), 'https://evil.example/x.jpg'] }).success).toBe(false);
    expect(ListingSubmitFormSchema.safeParse({ ...valid, photos: [...photos.slice(1), 'uploads/u1/01KAAAAAAAAAAAAAAAAAAAAAA1-thumb.jpg'] }).success).toBe(false);
    expect(ListingSubmitFormSchema.safeParse({ ...valid, photos: [...photos.slice(1), 'demo/clock/1.jpg'] }).success).toBe(false);
    expect(ListingSubmitFormSchema.safeParse({ ...valid, photos: [...photos.slice(1), 'listings/01KAAAAAAAAAAAAAAAAAAAAAA9/0123456789abcdef.jpg'] }).success).toBe(true);
  });
  it('wants five different photos, not one photo five times', () => {
    const answer = ListingSubmitFormSchema.safeParse({ ...valid, photos: [...photos.slice(0, 4), photos[0]] });
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.message).toBe('photosDistinct');
  });
  it('keeps the reserve between the starting price and the Buy it now price, and the increment at least 5p', () => {
    const issues = (form: object) => {
      const parsed = parseCallData(ListingSubmitFormSchema, { ...valid, ...form });
      return parsed.ok ? [] : Object.values(parsed.failure.data.fields);
    };
    expect(issues({ estimatedValue: 100_000, startingAuctionPrice: 30_000, reservePrice: 20_000, buyItNowPrice: 60_000 })).toEqual(['The reserve price must be at least the starting price']);
    expect(issues({ estimatedValue: 100_000, startingAuctionPrice: 10_000, reservePrice: 55_000, buyItNowPrice: 55_000 })).toEqual(['The reserve price must be lower than the Buy it now price']);
    expect(issues({ priceIncrement: 1 })).toEqual(['The bid increment must be at least 5p']);
    expect(issues({ priceIncrement: 5 })).toEqual([]);
  });
});

describe('the item a listing becomes', () => {
  it('awaits approval with its prices in pence, thumbnails beside photos, and no auction state', () => {
    const item = itemFromListing(valid, { id: 'i1', itemNumber: 'PT-1', sellerId: 'u1', sellerName: 'Shop', location: 'GB', specifics: { Maker: 'Japy' }, photos: photoRefs(valid.photos ?? []), now: new Date('2026-11-21T00:00:00Z') });
    expect(item).toMatchObject({ status: 'Awaiting Approval', startingPrice: 10_000, reservePrice: 20_000, buyItNowPrice: 55_000, durationDays: 7, currentBid: null, endsAt: null });
    expect(item.photos[0]).toEqual({ key: 'uploads/u1/01KAAAAAAAAAAAAAAAAAAAAAA1.jpg', thumbKey: 'uploads/u1/01KAAAAAAAAAAAAAAAAAAAAAA1-thumb.jpg' });
    expect(item.shipping).toEqual({ nationwide: { cost: 2_500, days: 3 }, europe: null, worldwide: null });
    expect(endTimeFor(item.durationDays, new Date('2026-11-21T00:00:00Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(thumbnailKey('uploads/u1/x.png')).toBe('uploads/u1/x-thumb.jpg');
  });
  it("previews the seller's proceeds after 2.95 % commission", () => {
    expect(sellerPreview(valid)).toEqual({ price: 55_000, commission: 1_623, proceeds: 53_377 });
  });
});

describe('seller forms', () => {
  const form = sellerForm('clocks', null, [
    { label: 'Movement', kind: 'dropdwon', options: ['Mechanical', 'Quartz'], required: true },
    { label: 'Maker', kind: 'textFeild', required: false },
    { label: 'Year', kind: 'numberFeild', required: true },
  ]);
  it('names fields by position and lists them per kind', () => {
    expect(form).toMatchObject({ dropdwon: ['Movement'], textFeild: ['Maker'], numberFeild: ['Year'] });
    expect(formFields(form).map((f) => [f.name, f.type])).toEqual([['field1', 'dropdown'], ['field2', 'text'], ['field3', 'number']]);
  });
  it('checks answers: required, numbers, options and unknown fields', () => {
    const fields = formFields(form);
    expect(checkSpecifics(fields, { field1: 'Mechanical', field3: '1880' })).toEqual({ issues: [], specifics: { Movement: 'Mechanical', Year: '1880' } });
    expect(checkSpecifics(fields, { field1: 'Solar', field3: 'old', field9: 'x' }).issues.map((i) => i.path)).toEqual([
      'itemSpecifics.field9',
      'itemSpecifics.field1',
      'itemSpecifics.field3',
    ]);
    expect(checkSpecifics(fields, {}).issues.map((i) => i.code)).toEqual(['required', 'required']);
    expect(checkSpecifics(fields, { field1: 'Solar', field3: '1880' }).issues).toEqual([
      { path: 'itemSpecifics.field1', code: 'chooseOneOf', params: { options: 'Mechanical, Quartz' } },
    ]);
  });
  it("prefers the sub-category's own form", () => {
    const sub = sellerForm('clocks', 'clocks-mantel', []);
    expect(pickSellerForm([form, sub], 'clocks', 'clocks-mantel')).toBe(sub);
    expect(pickSellerForm([form, sub], 'clocks', 'clocks-wall')).toBe(form);
    expect(pickSellerForm([form], 'toys', null)).toBeNull();
  });
});
