import { describe, expect, it } from 'vitest';
import { parseStripeForm } from '../../infra/local/card-processor.ts';

/* The local card processor's reading of Stripe's form encoding (its HTTP side: tests/integration/card-processor.test.ts). */

describe('Stripe form encoding', () => {
  it('nests bracketed keys', () => {
    expect(parseStripeForm('type=card&card[number]=1&card[exp_month]=2&metadata[uid]=u&expand[]=customer')).toEqual({
      type: 'card',
      card: { number: '1', exp_month: '2' },
      metadata: { uid: 'u' },
      expand: 'customer',
    });
  });
});
