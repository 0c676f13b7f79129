import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';
import { passesMod97 } from './mod97';

/**
 * Each IBAN country's code and length, as ibantools has them (detect.test.ts holds the two together): written
 * out so the detector, which runs on every paste, does not load ibantools.
 */
export const IBAN_LENGTHS =
  'AD24AE23AL28AO25AT20AX18AZ28BA20BE16BF28BG22BH22BI27BJ28BL27BR29BY28CF27CG27CH21CI28CM27CR22CV25' +
  'CY28CZ24DE22DJ27DK18DO28DZ26EE20EG29ES24FI18FK18FO18FR27GA27GB22GE22GF27GI23GL18GP27GQ27GR27GT28' +
  'GW25HN28HR21HU28IE22IL23IQ23IR26IS26IT27JO30KM27KW30KZ20LB28LC32LI21LT20LU20LV21LY25MA28MC27MD24' +
  'ME22MF27MG27MK19ML28MN20MQ27MR27MT31MU30MZ25NC27NE28NI28NL18NO15OM23PF27PK24PL28PM27PS29PT25QA29' +
  'RE27RO24RS22RU33SA24SC31SD18SE24SI19SK24SM27SN28SO23ST25SV28TD27TF27TG28TL23TN24TR26UA29VA22VG24' +
  'WF27XK20YE30YT27';

const LENGTHS = new Map<string, number>();
for (let index = 0; index < IBAN_LENGTHS.length; index += 4) {
  LENGTHS.set(IBAN_LENGTHS.slice(index, index + 2), Number(IBAN_LENGTHS.slice(index + 2, index + 4)));
}

/** An IBAN as written: country code, check digits, then the BBAN, compact or in groups of four. */
const IBAN_SHAPE = /^(?:IBAN:?\s*)?[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]){8,30}$/;

/** 'valid' for an IBAN that passes mod 97; 'typo' for one of a known country and length that does not. */
function ibanLike(line: string): 'valid' | 'typo' | null {
  const text = line.trim();
  if (!IBAN_SHAPE.test(text)) return null;
  const iban = text
    .replace(/^IBAN:?\s*/i, '')
    .replace(/[ -]/g, '')
    .toUpperCase();
  if (LENGTHS.get(iban.slice(0, 2)) !== iban.length) return null;
  return passesMod97(iban) ? 'valid' : 'typo';
}

/**
 * IBANs: one, or a list (at least 80 % of the lines). The country's length and the mod-97 check make a match
 * unmistakable; one of the right length that fails the check is still an IBAN, mistyped.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample)) return null;
  const lines = contentLines(sample, truncated);
  if (lines.length === 0) return null;
  const kinds = lines.map(ibanLike);
  if (shareOf(kinds, (kind) => kind !== null) < 0.8) return null;
  return { score: shareOf(kinds, (kind) => kind === 'valid') >= 0.5 ? 0.9 : 0.6 };
};
