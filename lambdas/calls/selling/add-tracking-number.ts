import { AddTrackingNumberInputSchema, GetSellerReviewsMineInputSchema, type SellerReviewsOutput } from '../../../shared/contract/orders.ts';
import { ShipmentLeg } from '../../../shared/fulfilment.ts';
import { isAdmin } from '../../../shared/roles.ts';
import { defineCall, type Reply } from '../../lib/call.ts';
import { forbidden } from '../../lib/errors.ts';
import { recordShipment, sellerReviews } from '../../orders/after-sale.ts';

/**
 * A paid order's tracking number (and carrier): the seller's shipment (to the buyer, or for a
 * fulfilment order to the centre), or, by an admin, the fulfilment centre's shipment to the buyer
 * (docs/adr/0021). Sellers and admins only: anyone else is refused as the `seller` role would be.
 */
export const addTrackingNumber = defineCall({
  name: 'addTrackingNumber',
  who: 'user',
  input: AddTrackingNumberInputSchema,
  async run(input, ctx) {
    const caller = ctx.caller!;
    if (!caller.sellerAccount && !isAdmin(caller.groups)) throw forbidden();
    const { order, leg } = await recordShipment(caller, input, ctx.now);
    return { data: { orderId: order.id, status: order.status, leg }, message: leg === ShipmentLeg.ToCentre ? 'centreTrackingUpdated' : 'trackingUpdated' };
  },
});

/** The reviews the caller received as a seller. */
export const getSellerReviewsMine = defineCall({
  name: 'getSellerReviewsMine',
  who: 'seller',
  input: GetSellerReviewsMineInputSchema,
  async run(_input, ctx): Promise<Reply<SellerReviewsOutput>> {
    return { data: await sellerReviews(ctx.caller!.uid) };
  },
});
