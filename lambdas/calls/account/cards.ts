import { ulid } from '../../lib/ids.ts';
import { isDuplicateCard } from '../../../shared/account-profile.ts';
import { MAX_CARDS, type SavedCard } from '../../../shared/contract/account.ts';
import { payments, PaymentsError } from '../../adapters/payments/index.ts';
import { deleteCard, getCard, getPaymentsCustomerId, listCards, putCard, savePaymentsCustomerId } from '../../data/entities/card.ts';
import type { Caller } from '../../lib/caller.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';

/** The caller's customer at the payment provider, made on their first card. */
export async function customerOf(caller: Caller): Promise<string> {
  const known = await getPaymentsCustomerId(caller.uid);
  if (known) return known;
  return savePaymentsCustomerId(caller.uid, await payments().ensureCustomer(caller.uid, caller.email));
}

/**
 * Saves a card the browser tokenised: the token must exist and be nobody else's (404 otherwise, as
 * for any id that is not the caller's); it is attached to the caller's provider customer and stored
 * with what the provider says about it (brand, last four, expiry, name), never a number. Saving the
 * same token again answers the saved card; the same card under a new token is a duplicate (409).
 */
export async function saveCard(caller: Caller, paymentMethodId: string, now: Date): Promise<SavedCard> {
  const method = await payments().getPaymentMethod(paymentMethodId);
  if (!method) throw notFound();
  const saved = await listCards(caller.uid);
  const again = saved.find((c) => c.paymentMethodId === method.id);
  if (again) return again;
  const customerId = await customerOf(caller);
  if (method.customerId && method.customerId !== customerId) throw notFound();
  if (saved.length >= MAX_CARDS) throw conflict('tooManyCards');
  if (isDuplicateCard(saved, method)) throw conflict('cardAlreadySaved');
  let attached = method;
  try {
    if (!method.customerId) attached = await payments().attachPaymentMethod(method.id, customerId);
  } catch (error) {
    if (error instanceof PaymentsError && (error.kind === 'not_found' || error.kind === 'attached_elsewhere')) throw notFound();
    if (error instanceof PaymentsError) throw badRequest('invalidPaymentMethod', { paymentMethodId: 'invalidPaymentMethod' });
    throw error;
  }
  const card: SavedCard = {
    id: ulid(now.getTime()),
    paymentMethodId: attached.id,
    brand: attached.brand,
    last4: attached.last4,
    expMonth: attached.expMonth,
    expYear: attached.expYear,
    nameOnCard: attached.nameOnCard,
    fingerprint: attached.fingerprint,
    createdAt: now.toISOString(),
  };
  await putCard(caller.uid, card);
  return card;
}

/** Removes one of the caller's cards: detached at the provider first, so it can never be charged again. */
export async function removeSavedCard(caller: Caller, cardId: string): Promise<void> {
  const card = await getCard(caller.uid, cardId);
  if (!card) throw notFound();
  await payments().detachPaymentMethod(card.paymentMethodId);
  await deleteCard(caller.uid, cardId);
}
