import { describe, expect, it } from 'vitest';
import { incrementAbove, maskBidder, minNextBid } from '../../shared/bidding.ts';
import { commissionOn, convertPence, formatMoney, sellerProceeds } from '../../shared/money.ts';

describe('money', () => {
  it('charges 2.95 % commission rounded to the penny', () => {
    expect(commissionOn(10_000)).toBe(295);
    expect(commissionOn(1_234)).toBe(36); // 36.403 → 36
    expect(sellerProceeds(10_000)).toBe(9_705);
  });
  it('converts pence for display with the rate per pound, without decimals for yen', () => {
    expect(convertPence(10_000, { code: 'EUR', rate: 1.17 })).toBe(117);
    expect(convertPence(12_345, { code: 'JPY', rate: 189.37 })).toBe(23_378);
    expect(formatMoney(123_456, { code: 'GBP', rate: 1 })).toBe('£1,234.56');
    expect(formatMoney(10_000, { code: 'EUR', rate: 1.17 }, 'fr')).toMatch(/^117,00\s€$/);
    expect(formatMoney(5_000, { code: 'USD', rate: 1.27 })).toBe('$63.50');
  });
});

describe('bidding', () => {
  it('asks for the starting price first, then the current bid plus the band increment', () => {
    expect(minNextBid({ startingPrice: 500, currentBid: null, priceIncrement: null })).toBe(500);
    expect(minNextBid({ startingPrice: 500, currentBid: 1_000, priceIncrement: null })).toBe(1_050);
    expect(minNextBid({ startingPrice: 500, currentBid: 15_000, priceIncrement: null })).toBe(15_500);
    expect(minNextBid({ startingPrice: 500, currentBid: 15_000, priceIncrement: 2_500 })).toBe(17_500);
  });
  it('uses the band the amount falls in', () => {
    expect(incrementAbove(99)).toBe(5);
    expect(incrementAbove(100)).toBe(20);
    expect(incrementAbove(299_999)).toBe(5_000);
    expect(incrementAbove(300_000)).toBe(10_000);
  });
  it('masks bidder names', () => {
    expect(maskBidder('Jonathan')).toBe('j***n');
    expect(maskBidder('A')).toBe('A***');
  });
});

describe('payout account checks', async () => {
  const { isValidBic, isValidIban, maskIban } = await import('../../shared/account.ts');
  it('accepts IBANs whose mod-97 checksum holds, with or without spaces', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('fr1420041010050500013m02606')).toBe(true);
  });
  it('refuses a wrong check digit, a wrong length or a malformed IBAN', () => {
    expect(isValidIban('GB83WEST12345698765432')).toBe(false);
    expect(isValidIban('GB82WEST1234569876543')).toBe(false);
    expect(isValidIban('1234')).toBe(false);
  });
  it('checks the shape of a BIC and masks an IBAN', () => {
    expect(isValidBic('NWBKGB2L')).toBe(true);
    expect(isValidBic('DEUTDEFF500')).toBe(true);
    expect(isValidBic('NWBK GB')).toBe(false);
    expect(maskIban('GB82 WEST 1234 5698 7654 32')).toBe('GB82 •••• 5432');
  });
});
