/**
 * The payment providers' published test card numbers: the samples a user can pick, and the conformance table
 * of the tests (each number's brand and Luhn validity). The lists live in conformance/, with their sources.
 */
import adyen from './conformance/adyen/test-numbers.json';
import braintree from './conformance/braintree/test-numbers.json';
import stripe from './conformance/stripe/test-numbers.json';

export interface TestNumber {
  number: string;
  label: string;
  /** The brand id the number's IIN belongs to. */
  brand: string;
}

export const PROVIDERS: readonly { name: string; numbers: readonly TestNumber[] }[] = [
  { name: 'Stripe', numbers: stripe },
  { name: 'Adyen', numbers: adyen },
  { name: 'Braintree (PayPal)', numbers: braintree },
];

const BY_NUMBER = new Map<string, string>();
for (const provider of PROVIDERS) {
  for (const entry of provider.numbers) {
    const known = BY_NUMBER.get(entry.number);
    BY_NUMBER.set(entry.number, `${known ? `${known}; ` : ''}${provider.name}, ${entry.label}`);
  }
}

/** Whose test number this is ("Stripe, Visa"), or null. */
export function testNumberOf(digits: string): string | null {
  return BY_NUMBER.get(digits) ?? null;
}
