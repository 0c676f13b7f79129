import fc from 'fast-check';
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberWithError,
  type CountryCode,
} from 'libphonenumber-js/max';
import examplesMobile from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { checkBatch } from '../../lib/validation';
import exampleNumbers from './conformance/libphonenumber/example-numbers.json';
import {
  analysePhone,
  checkPhone,
  checkPhoneBatch,
  countryFromLocale,
  flagEmoji,
  formatAsYouType,
  SAMPLE_INPUT,
  TYPE_LABELS,
} from './core';

describe('analysePhone', () => {
  it.each([
    { input: '+44 20 7946 0958', country: '', verdict: 'valid', type: 'FIXED_LINE', e164: '+442079460958' },
    { input: '020 7946 0958', country: 'GB', verdict: 'valid', type: 'FIXED_LINE', e164: '+442079460958' },
    { input: '07400 123456', country: 'GB', verdict: 'valid', type: 'MOBILE', e164: '+447400123456' },
    { input: '+1 212 555 0123', country: 'DE', verdict: 'valid', type: 'FIXED_LINE_OR_MOBILE', e164: '+12125550123' },
    { input: '(212) 555-0123', country: 'US', verdict: 'valid', type: 'FIXED_LINE_OR_MOBILE', e164: '+12125550123' },
    { input: '+800 1234 5678', country: '', verdict: 'valid', type: 'TOLL_FREE', e164: '+80012345678' },
    { input: '0800 123 4567', country: 'GB', verdict: 'valid', type: 'TOLL_FREE', e164: '+448001234567' },
    { input: '09012 345678', country: 'GB', verdict: 'warning', type: 'PREMIUM_RATE', e164: '+449012345678' },
    { input: '+49 30 901820', country: '', verdict: 'valid', type: 'FIXED_LINE', e164: '+4930901820' },
  ])('$input in "$country" is $verdict ($type)', ({ input, country, verdict, type, e164 }) => {
    const analysis = analysePhone(input, { country });
    expect(analysis.check.verdict).toBe(verdict);
    expect(analysis.details?.type).toBe(type);
    expect(analysis.details?.e164).toBe(e164);
  });

  it('gives every format, the country and the calling code', () => {
    const { details, check } = analysePhone(SAMPLE_INPUT, { country: 'US' });
    expect(check.reason).toBe('Valid United Kingdom (+44) fixed line number.');
    expect(details).toMatchObject({
      e164: '+442079460958',
      international: '+44 20 7946 0958',
      national: '020 7946 0958',
      uri: 'tel:+442079460958',
      callingCode: '+44',
      country: 'GB',
      countryName: 'United Kingdom',
      flag: '🇬🇧',
    });
  });

  // A calling code several countries share is named for them when the digits cannot tell which: never
  // "non-geographic", which is for +800, +882 and the like. [input, country name, note (a part of it)]
  it.each([
    ['+1 555 12', 'North America (NANP)', 'share +1; which one cannot be told from a number this short'],
    ['+1 555 123 4567', 'North America (NANP)', 'cannot be told from this number'],
    ['+7 12', 'Kazakhstan or Russia', '2 countries share +7; which one cannot be told from a number this short'],
    ['+44 12 34', 'Guernsey, Isle of Man, Jersey or United Kingdom', '4 countries share +44'],
    ['+800 1234 5678', 'International (non-geographic)', undefined],
    ['+882 12', 'International (non-geographic)', undefined],
  ])('%s: %s', (input, name, note) => {
    const { details } = analysePhone(input, { country: '' });
    expect(details?.country).toBeUndefined();
    expect(details?.countryName).toBe(name);
    if (note === undefined) expect(details?.countryNote).toBeUndefined();
    else expect(details?.countryNote).toContain(note);
  });

  it('names the NANP country once the number tells it', () => {
    expect(analysePhone('+1 212 555 0123', { country: '' }).details).toMatchObject({
      country: 'US',
      countryName: 'United States',
    });
  });

  it('keeps an extension in the tel: URI', () => {
    const { details } = analysePhone('020 7946 0958 ext. 123', { country: 'GB' });
    expect(details?.extension).toBe('123');
    expect(details?.uri).toBe('tel:+442079460958;ext=123');
  });

  it('formats as it is typed', () => {
    expect(formatAsYouType('0207946', 'GB')).toBe('020 7946');
    expect(formatAsYouType(' +1212555', '')).toBe('+1 212 555');
  });

  it.each([
    ['', 'GB', 'Enter a phone number.', undefined],
    ['12345', '', 'No country: the number does not start with +', 0],
    ['+99 123456', '', 'No country has this calling code', 1],
    ['020 79a6 0958', 'GB', 'Not a phone number', 6],
    ['hello', 'GB', 'Not a phone number', 0],
    ['123', 'GB', 'Too short', undefined],
    ['020 7946 0958 12345', 'GB', 'Too long', 14],
    ['07700 900123', 'GB', 'Possible but not valid', undefined],
  ])('%j in %j is invalid: %s at %s', (input, country, reason, position) => {
    const { check } = analysePhone(input, { country });
    expect(check.verdict).toBe('invalid');
    expect(check.reason).toContain(reason);
    expect(check.position).toBe(position);
  });

  it('says a number of a length between the country’s lengths is of no length it uses', () => {
    // Germany uses many lengths; Andorra's numbers have 6, 8 or 9 digits, so 7 is between them.
    expect(checkPhone('+376 1234567', { country: '' }).reason).toMatch(/No Andorra \(\+376\) number has 7 digits|Too/);
  });

  it('reads the default country from a locale', () => {
    expect(countryFromLocale('en-GB')).toBe('GB');
    expect(countryFromLocale('de')).toBe('DE');
    expect(countryFromLocale('en')).toBe('US');
    expect(countryFromLocale('zz-bad-')).toBe('');
    expect(countryFromLocale(undefined)).toBe('');
    expect(flagEmoji('FR')).toBe('🇫🇷');
  });
});

describe('batch', () => {
  it('checks one number a line with the default country', () => {
    const result = checkPhoneBatch(
      '020 7946 0958\n+1 212 555 0123\n\nnot a number\n',
      { format: 'lines', column: '' },
      'GB',
    );
    expect(result.counts).toEqual({ valid: 2, warning: 0, invalid: 1 });
    expect(result.rows.map((row) => row.line)).toEqual([1, 2, 4]);
    expect(result.rows[0]!.details).toBe('United Kingdom (+44), fixed line');
  });
  it('is the shared batch with this check', () => {
    const text = 'phone\n+44 20 7946 0958\n';
    expect(checkPhoneBatch(text, { format: 'csv', column: 'phone' }, '')).toEqual(
      checkBatch(text, { format: 'csv', column: 'phone' }, (value) => checkPhone(value, { country: '' })),
    );
  });
});

const mobileExamples = Object.entries(examplesMobile as Record<string, string>);
describe(`libphonenumber-js examples.mobile.json: ${mobileExamples.length} of ${mobileExamples.length} mobile examples valid and mobile`, () => {
  it.each(mobileExamples)('%s %s', (country, national) => {
    const analysis = analysePhone(national, { country });
    expect(analysis.details?.valid).toBe(true);
    expect(['MOBILE', 'FIXED_LINE_OR_MOBILE']).toContain(analysis.details?.type);
  });
});

describe('getExampleNumber for every country', () => {
  it('gives a valid mobile number of each country with an example', () => {
    let checked = 0;
    for (const country of getCountries()) {
      const example = getExampleNumber(country, examplesMobile as Record<CountryCode, string>);
      if (!example) continue;
      checked += 1;
      const analysis = analysePhone(example.number, { country: '' });
      expect(analysis.details?.valid, country).toBe(true);
      expect(
        analysis.details?.country === country || analysis.details?.callingCode === `+${getCountryCallingCode(country)}`,
      ).toBe(true);
    }
    expect(checked).toBe(mobileExamples.length);
  });
});

const metadataExamples = exampleNumbers.examples as [string, string, keyof typeof TYPE_LABELS, string][];
/**
 * Examples where the XML copy (a 2026 libphonenumber) and libphonenumber-js 1.13.16's metadata disagree:
 * Benin's 8-digit VoIP and UAN numbers and Zimbabwe's 131 range were changed between the two releases, and
 * the Botswana VoIP example lies in a range the older metadata calls mobile.
 */
const METADATA_VERSION_DIFFERENCES = [
  'BJ VOIP 85751234',
  'BJ UAN 81123456',
  'BW VOIP 79101234',
  'ZW FIXED_LINE 1312345',
];

/** An example read as getExampleNumber reads it: the national number in its region (+code for non-geographic). */
function readExample([region, callingCode, type, national]: (typeof metadataExamples)[number]) {
  const analysis = analysePhone(region === '001' ? `+${callingCode}${national}` : national, {
    country: region === '001' ? '' : region,
  });
  const details = analysis.details;
  const ofType =
    details?.type === type ||
    (details?.type === 'FIXED_LINE_OR_MOBILE' && (type === 'FIXED_LINE' || type === 'MOBILE'));
  // Regions that share a calling code share ranges too (+1 800 is every NANP country's): the number is
  // reported as the main country's, so the calling code is what must match.
  return { details, passes: details?.valid === true && ofType && details.callingCode === `+${callingCode}` };
}
const metadataPasses = metadataExamples.filter((example) => readExample(example).passes).length;
const differing = metadataExamples.filter(([region, , type, national]) =>
  METADATA_VERSION_DIFFERENCES.includes(`${region} ${type} ${national}`),
);
describe(`libphonenumber PhoneNumberMetadata.xml example numbers (every region and type): ${metadataPasses} of ${metadataExamples.length} valid and of their type`, () => {
  it.each(metadataExamples.filter((example) => !differing.includes(example)))('%s +%s %s %s', (...example) => {
    const { details, passes } = readExample(example);
    expect(details?.valid).toBe(true);
    expect(passes).toBe(true);
  });
  it('fails only on the examples whose ranges changed between the two metadata versions', () => {
    expect(differing).toHaveLength(METADATA_VERSION_DIFFERENCES.length);
    for (const example of differing) expect(readExample(example).passes).toBe(false);
    expect(metadataPasses).toBe(metadataExamples.length - METADATA_VERSION_DIFFERENCES.length);
  });
});

const validNumbers = fc.constantFrom(
  ...metadataExamples.map(([, callingCode, , national]) => `+${callingCode}${national}`),
);

describe('properties', () => {
  it('formatting as E.164 then parsing gives the same number', () => {
    fc.assert(
      fc.property(validNumbers, fc.constantFrom('international', 'national', 'e164', 'uri'), (number, form) => {
        const details = analysePhone(number, { country: '' }).details!;
        // A non-geographic number (+800, +882) has no country to read its national form in.
        const written = {
          international: details.international,
          national: details.country ? details.national : details.international,
          e164: details.e164,
          uri: details.uri,
        }[form];
        const again = parsePhoneNumberWithError(written.replace(/^tel:/, ''), {
          defaultCountry: details.country as CountryCode | undefined,
        });
        expect(again.number).toBe(details.e164);
      }),
      { numRuns: 300 },
    );
  });

  it('a valid number with one digit removed is not valid, unless a shorter number of the country is valid too', () => {
    let stillValid = 0;
    let runs = 0;
    fc.assert(
      fc.property(validNumbers, fc.nat(), (number, at) => {
        runs += 1;
        const digits = number.slice(1);
        const callingCodeLength = analysePhone(number, { country: '' }).details!.callingCode.length - 1;
        const national = digits.slice(callingCodeLength);
        const index = at % national.length;
        const shorter = `+${digits.slice(0, callingCodeLength)}${national.slice(0, index)}${national.slice(index + 1)}`;
        const analysis = analysePhone(shorter, { country: '' });
        if (analysis.details?.valid) {
          // Countries with several lengths (Germany, Austria, Italy...) hold shorter numbers in the same
          // ranges: then the shorter one must be of a length the country uses, which is what "possible" is.
          stillValid += 1;
          expect(analysis.details.possible).toBe(true);
        } else expect(analysis.check.verdict).toBe('invalid');
      }),
      { numRuns: 500 },
    );
    // Most deletions are caught.
    expect(stillValid / runs).toBeLessThan(0.25);
  });
});
