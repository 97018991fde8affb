import { describe, expect, it } from 'vitest';
import {
  centreServicesOf,
  fulfilmentStage,
  NO_CENTRE_STEPS,
  recordCentreStep,
  recordSellerShipment,
  sellerLeg,
  sellerOwesShipment,
  sellerShipmentList,
  shipmentFacts,
  ShipmentLeg,
  type FulfilmentOutcome,
} from '../../shared/fulfilment.ts';
import { OrderStatus, type Order, type ShipTo } from '../../shared/order.ts';

const T0 = new Date('2026-11-23T10:00:00.000Z');
const later = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const BUYER: ShipTo = { fullName: 'Ada Buyer', streetAddress: '1 High St', addressLine1: 'Flat 2', city: 'York', region: 'North Yorkshire', postCode: 'YO1 7HH', country: 'GB', phoneNumber: '7700 900001' };
const CENTRE: ShipTo = { fullName: 'Patina Fulfilment Centre', streetAddress: 'Unit 4', addressLine1: 'Goods In', city: 'Reading', region: 'Berkshire', postCode: 'RG1 8DB', country: 'GB', phoneNumber: '+44 118 496 0000' };
const ROYAL_MAIL = { trackingNumber: 'RM123456789GB', carrier: 'royalMail' };
const DPD = { trackingNumber: '15501234567890', carrier: 'dpd' };

/** A paid order; `fulfilment` makes it a fulfilment order with the services given. */
function paidOrder(fulfilment?: { cleaning: boolean; photography: boolean }): Order {
  return {
    id: 'LOT1-S3',
    itemId: 'LOT1',
    itemNumber: '100001',
    buyerId: 'buyer',
    sellerId: 'seller',
    price: 120_000,
    shippingZone: 'nationwide',
    shippingCost: 1_500,
    total: 121_500,
    status: OrderStatus.Paid,
    version: 2,
    createdAt: T0.toISOString(),
    payBy: later(24).toISOString(),
    paidAt: later(1).toISOString(),
    trackingNumber: null,
    carrier: null,
    shippedAt: null,
    receivedAt: null,
    reviewed: false,
    payoutRunId: null,
    paymentAttempts: 1,
    paymentIntentId: 'pi_1',
    shipTo: BUYER,
    ...(fulfilment ? { shipWithUs: true, toCentre: null, centreServices: fulfilment, atCentre: NO_CENTRE_STEPS } : { shipWithUs: false }),
  };
}

function accepted(outcome: FulfilmentOutcome): Order {
  if ('refused' in outcome) throw new Error(`refused: ${outcome.refused}`);
  return outcome.order;
}

function refusal(outcome: FulfilmentOutcome): string {
  return 'refused' in outcome ? outcome.refused : 'accepted';
}

describe('an order the seller ships', () => {
  it('has one leg, the seller’s to the buyer, which ships the order and keeps the first time on a correction', () => {
    const order = paidOrder();
    expect(sellerLeg(order)).toBe(ShipmentLeg.ToBuyer);
    const shipped = accepted(recordSellerShipment(order, ROYAL_MAIL, later(2)));
    expect(shipped).toMatchObject({ status: OrderStatus.Shipped, trackingNumber: 'RM123456789GB', carrier: 'royalMail', shippedAt: later(2).toISOString(), version: 3 });
    const corrected = accepted(recordSellerShipment(shipped, DPD, later(5)));
    expect(corrected).toMatchObject({ status: OrderStatus.Shipped, trackingNumber: DPD.trackingNumber, shippedAt: later(2).toISOString() });
  });

  it('is refused before payment, after a lapse and once received', () => {
    expect(refusal(recordSellerShipment({ ...paidOrder(), status: OrderStatus.AwaitingPayment }, ROYAL_MAIL, T0))).toBe('notPaidYet');
    expect(refusal(recordSellerShipment({ ...paidOrder(), status: OrderStatus.CancelledUnpaid }, ROYAL_MAIL, T0))).toBe('notPaidYet');
    expect(refusal(recordSellerShipment({ ...paidOrder(), status: OrderStatus.Received }, ROYAL_MAIL, T0))).toBe('alreadyShipped');
  });

  it('is none of the centre’s business', () => {
    for (const step of ['received', 'cleaned', 'photographed'] as const) expect(refusal(recordCentreStep(paidOrder(), step, T0))).toBe('notFulfilmentOrder');
    expect(refusal(recordCentreStep(paidOrder(), 'shipped', T0, DPD))).toBe('notFulfilmentOrder');
    expect(sellerShipmentList(paidOrder())).toBe('ShipToBuyer');
  });
});

describe('a fulfilment order', () => {
  const full = { cleaning: true, photography: true };

  it('goes seller → centre → buyer, each step in its turn, and only the last one ships the order', () => {
    let order = paidOrder(full);
    expect(sellerLeg(order)).toBe(ShipmentLeg.ToCentre);
    expect(fulfilmentStage(order)).toBe('awaitingSeller');
    expect(sellerShipmentList(order)).toBe('ShipToFulmint');

    order = accepted(recordSellerShipment(order, ROYAL_MAIL, later(2)));
    expect(order.status).toBe(OrderStatus.Paid);
    expect(order.trackingNumber).toBeNull();
    expect(order.toCentre).toEqual({ ...ROYAL_MAIL, shippedAt: later(2).toISOString() });
    expect(fulfilmentStage(order)).toBe('toCentre');
    expect(sellerShipmentList(order)).toBe('ShipFromFulmint');

    order = accepted(recordCentreStep(order, 'received', later(30)));
    expect(fulfilmentStage(order)).toBe('atCentre');
    order = accepted(recordCentreStep(order, 'cleaned', later(40)));
    expect(fulfilmentStage(order)).toBe('atCentre');
    order = accepted(recordCentreStep(order, 'photographed', later(41)));
    expect(order.atCentre).toEqual({ receivedAt: later(30).toISOString(), cleanedAt: later(40).toISOString(), photographedAt: later(41).toISOString() });
    expect(fulfilmentStage(order)).toBe('readyToShip');

    order = accepted(recordCentreStep(order, 'shipped', later(42), DPD));
    expect(order).toMatchObject({ status: OrderStatus.Shipped, trackingNumber: DPD.trackingNumber, carrier: 'dpd', shippedAt: later(42).toISOString() });
    expect(fulfilmentStage(order)).toBe('shipped');
  });

  it('refuses the centre’s steps out of order', () => {
    const order = paidOrder(full);
    expect(refusal(recordCentreStep(order, 'received', T0))).toBe('notAtCentreYet');
    expect(refusal(recordCentreStep(order, 'cleaned', T0))).toBe('notReceivedAtCentre');
    expect(refusal(recordCentreStep(order, 'shipped', T0, DPD))).toBe('notReceivedAtCentre');
    const sent = accepted(recordSellerShipment(order, ROYAL_MAIL, T0));
    expect(refusal(recordCentreStep(sent, 'photographed', T0))).toBe('notReceivedAtCentre');
    const received = accepted(recordCentreStep(sent, 'received', later(1)));
    const pending = recordCentreStep(received, 'shipped', later(2), DPD);
    expect(pending).toEqual({ refused: 'centreStepsPending', params: { steps: 'cleaned, photographed' } });
    const cleaned = accepted(recordCentreStep(received, 'cleaned', later(2)));
    expect(recordCentreStep(cleaned, 'shipped', later(2), DPD)).toEqual({ refused: 'centreStepsPending', params: { steps: 'photographed' } });
  });

  it('refuses a service the seller did not ask for, and ships without it', () => {
    const sent = accepted(recordSellerShipment(paidOrder({ cleaning: false, photography: false }), ROYAL_MAIL, T0));
    const received = accepted(recordCentreStep(sent, 'received', later(1)));
    expect(recordCentreStep(received, 'cleaned', later(2))).toEqual({ refused: 'serviceNotOrdered', params: { step: 'cleaned' } });
    expect(recordCentreStep(received, 'photographed', later(2))).toEqual({ refused: 'serviceNotOrdered', params: { step: 'photographed' } });
    expect(fulfilmentStage(received)).toBe('readyToShip');
    expect(accepted(recordCentreStep(received, 'shipped', later(3), DPD)).status).toBe(OrderStatus.Shipped);
  });

  it('lets the seller correct the inbound number until the centre has it, keeping the first time', () => {
    const sent = accepted(recordSellerShipment(paidOrder(full), ROYAL_MAIL, T0));
    const corrected = accepted(recordSellerShipment(sent, DPD, later(3)));
    expect(corrected.toCentre).toEqual({ ...DPD, shippedAt: T0.toISOString() });
    const received = accepted(recordCentreStep(corrected, 'received', later(4)));
    expect(refusal(recordSellerShipment(received, ROYAL_MAIL, later(5)))).toBe('alreadyAtCentre');
    expect(accepted(recordCentreStep(received, 'received', later(9))).atCentre?.receivedAt).toBe(later(4).toISOString());
  });

  it('is refused everything before payment, and the seller may not ship it to the buyer', () => {
    const unpaid = { ...paidOrder(full), status: OrderStatus.AwaitingPayment };
    expect(refusal(recordSellerShipment(unpaid, ROYAL_MAIL, T0))).toBe('notPaidYet');
    expect(refusal(recordCentreStep(unpaid, 'received', T0))).toBe('notPaidYet');
    expect(fulfilmentStage(unpaid)).toBe('awaitingPayment');
    // The seller's tracking of a fulfilment order is always the inbound leg: it never ships the order.
    expect(accepted(recordSellerShipment(paidOrder(full), ROYAL_MAIL, T0)).status).toBe(OrderStatus.Paid);
  });

  it('lets the centre correct its outbound number once shipped, but no step after that', () => {
    let order = accepted(recordSellerShipment(paidOrder({ cleaning: false, photography: false }), ROYAL_MAIL, T0));
    order = accepted(recordCentreStep(order, 'received', later(1)));
    order = accepted(recordCentreStep(order, 'shipped', later(2), DPD));
    expect(accepted(recordCentreStep(order, 'shipped', later(3), ROYAL_MAIL))).toMatchObject({ trackingNumber: ROYAL_MAIL.trackingNumber, shippedAt: later(2).toISOString() });
    expect(refusal(recordCentreStep(order, 'received', later(3)))).toBe('alreadyShipped');
    expect(refusal(recordSellerShipment(order, ROYAL_MAIL, later(3)))).toBe('alreadyShipped');
    expect(refusal(recordCentreStep({ ...order, status: OrderStatus.Received }, 'shipped', later(3), DPD))).toBe('alreadyShipped');
  });

  it('owes the seller’s shipment until they send it to the centre (the 5-day reminder is about that)', () => {
    expect(sellerOwesShipment(paidOrder(full))).toBe(true);
    expect(sellerOwesShipment(accepted(recordSellerShipment(paidOrder(full), ROYAL_MAIL, T0)))).toBe(false);
    expect(sellerOwesShipment(paidOrder())).toBe(true);
    expect(sellerOwesShipment({ ...paidOrder(), status: OrderStatus.Shipped })).toBe(false);
  });
});

describe('the services a listing asks of the centre', () => {
  it('reads cleaning and either kind of photography', () => {
    expect(centreServicesOf({ shipWithUs: true, professionallyCleaned: true, photography: false, threeSixtyPhotography: false })).toEqual({ cleaning: true, photography: false });
    expect(centreServicesOf({ shipWithUs: true, professionallyCleaned: false, photography: false, threeSixtyPhotography: true })).toEqual({ cleaning: false, photography: true });
    expect(centreServicesOf(undefined)).toEqual({ cleaning: false, photography: false });
  });
});

describe('who sees what of the shipment', () => {
  const sent = accepted(recordSellerShipment(paidOrder({ cleaning: true, photography: false }), ROYAL_MAIL, T0));

  it('shows the buyer their address, never the centre or the inbound leg', () => {
    expect(shipmentFacts(sent, 'buyer', CENTRE)).toEqual({ shipWithUs: true, shipTo: BUYER });
  });

  it('shows the seller of a fulfilment order the centre’s address, their inbound leg with its tracking page, and the centre’s steps, not the buyer’s address', () => {
    const facts = shipmentFacts(sent, 'seller', CENTRE);
    expect(facts.shipTo).toBeUndefined();
    expect(facts.fulfilmentCentre).toEqual(CENTRE);
    expect(facts.toCentre).toMatchObject({ trackingNumber: ROYAL_MAIL.trackingNumber, carrier: 'royalMail', shippedAt: T0.toISOString() });
    expect(facts.toCentre?.trackingUrl).toMatch(/^https:\/\/.*RM123456789GB/);
    expect(facts.atCentre).toEqual(NO_CENTRE_STEPS);
    expect(facts.centreServices).toEqual({ cleaning: true, photography: false });
  });

  it('shows the centre (an admin) the buyer’s address too, and the seller of their own shipment the buyer’s address only', () => {
    expect(shipmentFacts(sent, 'admin', CENTRE)).toMatchObject({ shipTo: BUYER, fulfilmentCentre: CENTRE });
    expect(shipmentFacts(paidOrder(), 'seller', CENTRE)).toEqual({ shipWithUs: false, shipTo: BUYER });
  });
});
