import type { Pence } from './money.ts';

/** The item statuses of the specification, spelled as it spells them. */
export const ItemStatus = {
  AwaitingApproval: 'Awaiting Approval',
  Active: 'Active',
  Sold: 'Sold',
  Unsold: 'Unsold',
  Shipping: 'Shipping',
  InDispute: 'In dispute',
  CancelledUnpaid: 'Cancelled - Unpaid',
  EndedUnsold: 'Auction Ended - Item Unsold',
  ReserveNotMet: 'Reserve Price Not Met',
  PaymentNotDone: 'Payment Not Done On Time',
} as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];
export const ITEM_STATUSES = Object.values(ItemStatus) as ItemStatus[];

/** A shipping zone's offer: cost in pence and estimated delivery days; null when not offered. */
export interface ShippingOffer {
  cost: Pence;
  days: number;
}
export interface ShippingOffers {
  nationwide: ShippingOffer | null;
  europe: ShippingOffer | null;
  worldwide: ShippingOffer | null;
}

/** A stored photo: the S3 keys of the full image and its thumbnail. */
export interface PhotoRef {
  key: string;
  thumbKey: string;
}

/**
 * An item as stored: the listing the seller wrote plus its auction state. Money in pence, times ISO
 * 8601 UTC. The reserve and the leader's maximum are private: only `toItemDetail` decides who sees them.
 */
export interface Item {
  id: string;
  itemNumber: string;
  sellerId: string;
  sellerName: string;
  status: ItemStatus;
  name: string;
  caption: string;
  description: string;
  categoryId: string;
  subCategoryId: string | null;
  /** Item specifics as label → value, in the seller form's order. */
  specifics: Record<string, string>;
  photos: PhotoRef[];
  location: string;
  listAsAuction: boolean;
  listAsBuyNow: boolean;
  startingPrice: Pence;
  /** The seller's own bid step; null means the standard increment table. */
  priceIncrement: Pence | null;
  durationDays: number;
  reservePrice: Pence | null;
  buyItNowPrice: Pence | null;
  estimatedValue: Pence;
  shipping: ShippingOffers;
  insured: boolean;
  shippingPaidBy: 'buyer' | 'seller';
  fulfilment: { shipWithUs: boolean; professionallyCleaned: boolean; photography: boolean; threeSixtyPhotography: boolean };
  // auction state
  currentBid: Pence | null;
  bidCount: number;
  leaderId: string | null;
  leaderMaxBid: Pence | null;
  version: number;
  createdAt: string;
  activatedAt: string | null;
  endsAt: string | null;
  soldAt: string | null;
  soldPrice: Pence | null;
  rejectionNote: string | null;
  /** The item's current workflow execution and the task tokens it waits on (see shared/workflow.ts). */
  executionName?: string | null;
  reviewToken?: string | null;
  endToken?: string | null;
  submittedAt?: string | null;
}

/** A bid as stored and shown in the bidding history. */
export interface Bid {
  itemId: string;
  bidderId: string;
  bidderName: string;
  amount: Pence;
  at: string;
}
