import type { Refusal } from './result';
import { refuse } from './result';

export const MONEY_MAX = 999_999_999.99;

export type CheckedMoney = { ok: true; value: number; cents: number } | Refusal;

/**
 * A money amount (§2.1.4 `money`): a JSON number from 0 to 999 999 999.99 with at most two
 * decimals. The decimals are read from the number's shortest decimal form (what JSON.stringify
 * writes), so 0.1 + 0.2 (0.30000000000000004) is refused while 125000.55 is accepted.
 */
export function checkMoney(input: unknown): CheckedMoney {
  if (typeof input !== 'number' || !Number.isFinite(input)) return refuse('invalid_type');
  if (input < 0 || input > MONEY_MAX) return refuse('amount_range');
  const decimal = String(input);
  // Exponent forms in this range are only tiny fractions such as 1e-7: more than two decimals.
  if (decimal.includes('e')) return refuse('amount_range');
  const [whole = '0', fraction = ''] = decimal.split('.');
  if (fraction.length > 2) return refuse('amount_range');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, value: cents / 100, cents };
}

/**
 * The whole cents of an amount with at most two decimals (as stored, 2-data-model §2.1.4):
 * rounding removes the binary fraction's error (1.15 × 100 is 114.99999999999999).
 */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The amount of a whole number of cents, as a JSON number with at most two decimals. */
export function centsToAmount(cents: number): number {
  return cents / 100;
}
