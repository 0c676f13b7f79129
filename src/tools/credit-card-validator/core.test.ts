import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandOf } from './brands';
import {
  analyseCard,
  BROKEN_SAMPLE,
  cardDigits,
  checkCard,
  checkCvc,
  checkExpiry,
  groupCardNumber,
  luhnCheckDigit,
  luhnValid,
  parseCardNumber,
  SAMPLE_INPUT,
  sampleExpiry,
  type Month,
} from './core';
import { PROVIDERS } from './test-numbers';

const NOW: Month = { year: 2026, month: 11 };
const NO_EXTRAS = { expiry: '', cvc: '' };

describe('checkCard', () => {
  it.each([
    ['4242 4242 4242 4242', 'warning', 'published test number (Stripe, Visa'],
    ['4539 5787 6362 1486', 'valid', 'A valid Visa number: 16 digits, and the Luhn check digit 6 is right.'],
    ['4539-5787-6362-1486', 'valid', 'A valid Visa number'],
    ['2720 9900 0000 0007', 'valid', 'A valid Mastercard number'],
    ['3400 000000 00009', 'valid', 'A valid American Express number'],
    ['4539 5787 6362 1487', 'invalid', 'the check digit (the last) is 7; for these digits it should be 6'],
    ['3782 822463 100051', 'invalid', 'American Express numbers have 15 digits; this has 16.'],
    ['4111 1111 1111 111', 'invalid', 'Visa numbers have 16, 18 or 19 digits; this has 15.'],
    ['4111 x111', 'invalid', '"x" is not a digit'],
    ['  - ', 'invalid', 'There are no digits'],
    ['9999 9999 9999 9995', 'warning', 'belong to no card brand this tool knows'],
    ['6200 0000 0000 0001', 'warning', 'Some UnionPay cards carry no Luhn digit'],
    ['1234 5678 901', 'invalid', 'UATP numbers have 15 digits; this has 11.'],
  ])('%s is %s: %s', (value, verdict, reason) => {
    const check = checkCard(value);
    expect(check.verdict).toBe(verdict);
    expect(check.reason).toContain(reason);
  });

  it.each([
    ['4111 x111', 5],
    ['4539 5787 6362 1487', 18],
    ['3782 822463 100051', 17],
    ['4111 1111 1111 111', 18],
  ])('marks the first problem of %s at %i', (value, position) => {
    expect(checkCard(value).position).toBe(position);
  });
});

describe('brands', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2221000000000009', 'Mastercard'],
    ['2720990000000007', 'Mastercard'],
    ['378282246310005', 'American Express'],
    ['6011111111111117', 'Discover'],
    ['36227206271667', 'Diners Club'],
    ['3566002020360505', 'JCB'],
    ['6200000000000005', 'UnionPay'],
    ['6304000000000000', 'Maestro'],
    ['2200000000000004', 'Mir'],
    ['5066991111111118', 'Elo'],
    ['6062828888666688', 'Hipercard'],
    ['6370950000000005', 'Hiper'],
    ['5061000000000000', 'Verve'],
    ['6521500000000000', 'RuPay'],
    ['5085000000000000', 'RuPay'],
    ['6070000000000000', 'RuPay'],
    ['5019555544445555', 'Dankort'],
    ['135410014004955', 'UATP'],
  ])('%s is %s', (digits, name) => {
    expect(brandOf(digits)?.name).toBe(name);
  });

  it.each([
    ['378282246310005', '3782 822463 10005'],
    ['36227206271667', '3622 720627 1667'],
    ['3056930009020004', '3056 9300 0902 0004'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4000000000000000006', '4000 0000 0000 0000 006'],
    ['135410014004955', '1354 10014 004955'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupCardNumber(digits, brandOf(digits))).toBe(grouped);
  });
});

describe('Luhn', () => {
  it('computes the check digit', () => {
    expect(luhnCheckDigit('424242424242424')).toBe(2);
    expect(luhnCheckDigit('37828224631000')).toBe(5);
    expect(luhnValid('79927398713')).toBe(true);
  });

  const validNumber = fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 18 })
    .map((payload) => payload.join(''))
    .map((payload) => `${payload}${luhnCheckDigit(payload)}`);

  it('catches every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(validNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, where, delta) => {
        const index = where % digits.length;
        const changed = `${digits.slice(0, index)}${(Number(digits[index]) + delta) % 10}${digits.slice(index + 1)}`;
        expect(luhnValid(digits)).toBe(true);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });

  it('catches every swap of two adjacent different digits except 09 and 90', () => {
    fc.assert(
      fc.property(validNumber, fc.nat(), (digits, where) => {
        const index = where % (digits.length - 1);
        const [a, b] = [digits[index]!, digits[index + 1]!];
        fc.pre(a !== b);
        const swapped = `${digits.slice(0, index)}${b}${a}${digits.slice(index + 2)}`;
        expect(luhnValid(swapped)).toBe(`${a}${b}` === '09' || `${a}${b}` === '90');
      }),
    );
  });

  it('misses the 09 and 90 swap, as Luhn does', () => {
    const base = '409111111111111';
    const valid = `${base}${luhnCheckDigit(base)}`;
    expect(luhnValid(valid.replace('409', '490'))).toBe(true);
  });

  it('reads back what it prints: grouping then parsing is the identity', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (digits) => {
        const grouped = groupCardNumber(digits, brandOf(digits));
        expect(parseCardNumber(grouped)).toBe(digits);
        const parts = cardDigits(grouped);
        expect('digits' in parts && parts.digits).toBe(digits);
      }),
    );
  });
});

describe('expiry', () => {
  it.each([
    ['12/40', 'far-ahead', 'Expires 12/2040, 14 years ahead'],
    ['12/30', 'valid', 'Valid until the end of 12/2030 (49 months from now).'],
    ['12/2026', 'valid', '(1 month from now)'],
    ['11/26', 'this-month', 'Expires at the end of this month (11/2026).'],
    ['10/2026', 'expired', 'Expired: the card worked until the end of 10/2026, 1 month ago.'],
    ['1/25', 'expired', '22 months ago'],
    ['0127', 'valid', '01/2027'],
    ['13/27', 'malformed', 'The month is 13: it must be 01 to 12.'],
    ['soon', 'malformed', 'write the month and year as MM/YY or MM/YYYY'],
  ])('%s is %s', (text, state, reason) => {
    const result = checkExpiry(text, NOW);
    expect(result.state).toBe(state);
    expect(result.reason).toContain(reason);
  });
});

describe('security code', () => {
  it.each([
    ['123', '4111111111111111', true, 'Visa cards have a 3-digit CVV.'],
    ['1234', '378282246310005', true, 'American Express cards have a 4-digit CID.'],
    ['123', '378282246310005', false, 'American Express cards have a 4-digit CID; this has 3 digits.'],
    ['12a', '4111111111111111', false, 'The CVV holds digits only.'],
    ['1234', '9999999999999995', true, '4 digits'],
    ['123', '135410014004955', false, 'UATP cards have no security code.'],
  ])('%s for %s', (code, digits, valid, reason) => {
    const result = checkCvc(code, brandOf(digits));
    expect(result.valid).toBe(valid);
    expect(result.reason).toContain(reason);
  });
});

describe('analyseCard', () => {
  it('gives the brand, the grouping, Luhn, the expiry and the code of its sample, which succeeds', () => {
    const result = analyseCard(SAMPLE_INPUT, { expiry: sampleExpiry(NOW), cvc: '123' }, NOW);
    expect(result.check).toEqual({
      verdict: 'valid',
      reason: 'A valid Visa number: 16 digits, and the Luhn check digit 5 is right.',
      details: 'Visa',
    });
    expect(result.grouped).toBe('4929 1234 5678 9015');
    expect(result.luhn).toEqual({ valid: true, checkDigit: 5, expected: 5 });
    expect(result.testNumber).toBeNull();
    expect(result.expiry?.state).toBe('valid');
    expect(result.cvc?.valid).toBe(true);
  });
  it('shows a warning and two errors in its broken example', () => {
    const result = analyseCard(BROKEN_SAMPLE.input, BROKEN_SAMPLE, NOW);
    expect(result.check.verdict).toBe('warning');
    expect(result.testNumber).toContain('Stripe, Visa');
    expect(result.expiry?.state).toBe('expired');
    expect(result.cvc).toEqual({ valid: false, reason: 'Visa cards have a 3-digit CVV; this has 2 digits.' });
  });
  it('gives a sample expiry date that is never past', () => {
    expect(sampleExpiry(NOW)).toBe('12/2029');
    expect(checkExpiry(sampleExpiry({ year: 2098, month: 12 }), { year: 2098, month: 12 }).state).toBe('valid');
  });
  it('leaves out the expiry and code when they are blank', () => {
    const result = analyseCard('4111', NO_EXTRAS, NOW);
    expect(result.expiry).toBeNull();
    expect(result.cvc).toBeNull();
  });
});

const testNumbers = PROVIDERS.flatMap((provider) =>
  provider.numbers.map((entry) => ({ provider: provider.name, ...entry })),
);
const passing = testNumbers.filter(
  (entry) =>
    luhnValid(entry.number) &&
    brandOf(entry.number)?.id === entry.brand &&
    checkCard(entry.number).verdict !== 'invalid',
);

describe(`conformance: providers' published test numbers, ${passing.length} of ${testNumbers.length} pass (${PROVIDERS.map((provider) => `${provider.name} ${provider.numbers.length}`).join(', ')})`, () => {
  it.each(testNumbers.map((entry) => [`${entry.provider} ${entry.label} ${entry.number}`, entry] as const))(
    '%s',
    (_name, entry) => {
      expect(luhnValid(entry.number)).toBe(true);
      expect(brandOf(entry.number)?.id).toBe(entry.brand);
      expect(checkCard(entry.number).verdict).toBe('warning');
      expect(checkCard(entry.number).reason).toContain('published test number');
    },
  );
});
