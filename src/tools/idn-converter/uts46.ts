/**
 * UTS #46 (Unicode IDNA Compatibility Processing) as browsers apply it to a URL's host, with the options of
 * the URL Standard's "domain to ASCII": CheckHyphens false, CheckBidi and CheckJoiners true, Nontransitional
 * processing, no STD3 rules and no DNS length check.
 *
 * tr46, the implementation whatwg-url and jsdom use, maps, checks and converts the name, all but CheckBidi.
 * CheckBidi is the bidi rule of RFC 5893 section 2 for each label of a name with right-to-left text, and that
 * section ends by allowing LDH labels (ASCII letters, digits and hyphens) in such a name, "as long as a label
 * that starts with an ASCII digit does not come after a right-to-left label". tr46 holds every label to the
 * rule, so it refuses `1.ي`, which the URL Standard's own tests (WPT toascii.json) and Node's new URL() read
 * as `1.xn--mhb`; the rule is applied here, with that allowance (bidiProblems).
 *
 * tr46 only says whether a name is refused, though, not why. So the validity rules are gone through again
 * here, label by label, with tr46's own data (the IDNA mapping table, and the Unicode properties the joiner
 * and bidi rules need), to name the rule a label breaks.
 */
import tr46 from 'tr46';
import mappingTable from 'tr46/lib/mappingTable.json';
import regexes from 'tr46/lib/regexes.js';
import statusMapping from 'tr46/lib/statusMapping.js';
import { describeCharacter } from '../../lib/unicode';

const URL_HOST_OPTIONS = {
  checkHyphens: false,
  // Checked here, by bidiProblems, with RFC 5893's allowance for LDH labels.
  checkBidi: false,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  verifyDNSLength: false,
  ignoreInvalidPunycode: false,
} as const;

/** The host in ASCII form, as `new URL()` writes it; null when UTS #46 refuses it. */
export function hostToAscii(host: string): string | null {
  const ascii = tr46.toASCII(host, URL_HOST_OPTIONS);
  return ascii !== null && hostToUnicode(host) !== null ? ascii : null;
}

/** The host in Unicode form (mapped, punycode decoded); null when UTS #46 refuses it. */
export function hostToUnicode(host: string): string | null {
  const { domain, error } = tr46.toUnicode(host, URL_HOST_OPTIONS);
  if (error || bidiProblems(domain.split('.')).some((problem) => problem !== null)) return null;
  return domain;
}

const STATUS = statusMapping.STATUS_MAPPING;

/** A row of the mapping table: a code point or a range of them, its status, and what it maps to. */
type MappingRow = readonly [number | readonly [number, number], number, string?];
const MAPPING_TABLE = mappingTable as unknown as readonly MappingRow[];

/** A code point's status in the IDNA mapping table, and its mapping when it is mapped. */
function statusOf(codePoint: number): { status: number; mapping: string } {
  let low = 0;
  let high = MAPPING_TABLE.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [range, status, mapping = ''] = MAPPING_TABLE[middle]!;
    const [first, last] = typeof range === 'number' ? [range, range] : range;
    if (codePoint < first) high = middle - 1;
    else if (codePoint > last) low = middle + 1;
    else return { status, mapping };
  }
  return { status: STATUS.disallowed, mapping: '' };
}

/**
 * Steps 1 and 2 of UTS #46 processing, for one label: each code point mapped (nontransitional: ß, ς and
 * the joiners kept; ignored ones such as the soft hyphen dropped; disallowed ones kept, for the validity
 * rules to refuse), then NFC. `BÜCHER` is `bücher`, fullwidth `ｅ` is `e`, `ẞ` is `ß`.
 */
export function mapLabel(label: string): string {
  let mapped = '';
  for (const character of label) {
    const { status, mapping } = statusOf(character.codePointAt(0)!);
    if (status === STATUS.mapped) mapped += mapping;
    else if (status !== STATUS.ignored) mapped += character;
  }
  return mapped.normalize('NFC');
}

/** Whether the name, its labels in Unicode form, holds right-to-left text: then its labels must pass the bidi rule. */
export function isBidiDomain(labels: readonly string[]): boolean {
  return regexes.bidiDomain.test(labels.join('.'));
}

/** An LDH label (RFC 5890): ASCII letters, digits and hyphens only. */
const LDH_LABEL = /^[A-Za-z0-9-]+$/;

/**
 * CheckBidi for a whole name, its labels in Unicode form: for each label, the bidi rule it breaks (said as in
 * labelProblem), or null. Only a name with right-to-left text is checked. Its labels must pass the rule of
 * RFC 5893 section 2, except LDH labels, which that section allows in such a name as long as none that starts
 * with a digit comes after a right-to-left label: `1.ي` passes, `ي.1x` does not.
 */
export function bidiProblems(labels: readonly string[]): (string | null)[] {
  if (!isBidiDomain(labels)) return labels.map(() => null);
  let afterRtl = false;
  return labels.map((label) => {
    if (label === '') return null;
    const problem = LDH_LABEL.test(label)
      ? afterRtl && /^[0-9]/.test(label)
        ? 'starts with a digit and comes after a right-to-left label: in a name with right-to-left text, an ASCII label may not (RFC 5893, the bidi rule)'
        : null
      : bidiProblem(label, Array.from(label));
    // An RTL label holds a character of Bidi_Class R, AL or AN (RFC 5893 section 1.4).
    if (regexes.bidiDomain.test(label)) afterRtl = true;
    return problem;
  });
}

const ZWNJ = '\u200C';
const ZWJ = '\u200D';

/** RFC 5892 appendix A.1 and A.2 (CONTEXTJ): where a joiner is allowed. Mirrors tr46's check. */
function joinerProblem(codePoints: readonly string[]): string | null {
  let segmentStart = 0;
  for (const [index, character] of codePoints.entries()) {
    if (character !== ZWNJ && character !== ZWJ) continue;
    if (index > 0 && regexes.combiningClassVirama.test(codePoints[index - 1]!)) continue;
    if (character === ZWNJ && index > 0) {
      const next = codePoints.indexOf(ZWNJ, index + 1);
      const segment = codePoints.slice(segmentStart, next < 0 ? undefined : next).join('');
      if (regexes.validZWNJ.test(segment)) {
        segmentStart = index + 1;
        continue;
      }
    }
    return character === ZWJ
      ? 'holds a zero width joiner (U+200D) that does not follow a virama: IDNA allows joiners only where a script needs them (RFC 5892, CONTEXTJ)'
      : 'holds a zero width non-joiner (U+200C) that neither follows a virama nor stands between joining letters: IDNA allows joiners only where a script needs them (RFC 5892, CONTEXTJ)';
  }
  return null;
}

/** RFC 5893 section 2 (the bidi rule), for a label of a name that holds right-to-left text. */
function bidiProblem(label: string, codePoints: readonly string[]): string | null {
  const first = codePoints[0]!;
  const rtl = regexes.bidiS1RTL.test(first);
  if (!rtl && !regexes.bidiS1LTR.test(first)) {
    return `starts with ${describeCharacter(first.codePointAt(0)!)}: in a name with right-to-left text, every label must start with a letter (RFC 5893, the bidi rule)`;
  }
  if (rtl) {
    const stray = codePoints.find((character) => !regexes.bidiS2.test(character));
    if (stray)
      return `is a right-to-left label, which may not hold ${describeCharacter(stray.codePointAt(0)!)}: only right-to-left letters, digits, marks and some punctuation (RFC 5893, the bidi rule)`;
    if (!regexes.bidiS3.test(label))
      return 'is a right-to-left label, so it must end with a right-to-left letter or a digit (RFC 5893, the bidi rule)';
    if (regexes.bidiS4EN.test(label) && regexes.bidiS4AN.test(label))
      return 'mixes European and Arabic-Indic digits in a right-to-left label (RFC 5893, the bidi rule)';
    return null;
  }
  const stray = codePoints.find((character) => !regexes.bidiS5.test(character));
  if (stray)
    return `is a left-to-right label in a name with right-to-left text, so it may not hold ${describeCharacter(stray.codePointAt(0)!)} (RFC 5893, the bidi rule)`;
  if (!regexes.bidiS6.test(label))
    return 'is a left-to-right label in a name with right-to-left text, so it must end with a letter or a digit (RFC 5893, the bidi rule)';
  return null;
}

const disallowed = (codePoint: number) =>
  `holds ${describeCharacter(codePoint)}, which IDNA does not allow in a domain name`;

/** The first code point of the label that IDNA disallows outright (U+0080, U+FFFD, unassigned ones), said as in labelProblem. */
export function disallowedProblem(label: string): string | null {
  for (const character of label) {
    const codePoint = character.codePointAt(0)!;
    if (statusOf(codePoint).status === STATUS.disallowed) return disallowed(codePoint);
  }
  return null;
}

/**
 * Which of the UTS #46 validity criteria (section 4.1) a mapped label, or one decoded from punycode, breaks,
 * said as the rest of a sentence about it ("holds U+0080, which IDNA does not allow in a domain name"); null
 * if none. A decoded label was never mapped, so it must already be in mapped form. The bidi rule, which
 * depends on the other labels, is bidiProblems'.
 */
export function labelProblem(label: string): string | null {
  if (label === '') return null;
  const codePoints = Array.from(label);
  const composed = label.normalize('NFC');
  if (composed !== label) return `is not in Unicode normalization form C: IDNA writes it “${composed}”`;
  if (label.startsWith('xn--')) return 'starts with “xn--” itself, so it would be read as punycode again';
  if (label.includes('.')) return 'holds a dot, so it cannot be one label';
  if (regexes.combiningMarks.test(codePoints[0]!)) {
    return `starts with the combining mark ${describeCharacter(codePoints[0]!.codePointAt(0)!)}, which can only follow a letter`;
  }
  for (const character of codePoints) {
    const codePoint = character.codePointAt(0)!;
    const { status, mapping } = statusOf(codePoint);
    if (status === STATUS.valid || status === STATUS.deviation) continue;
    const shown = describeCharacter(codePoint);
    if (status === STATUS.mapped)
      return `holds ${shown}, which IDNA maps to “${mapping}”: a punycode label must hold the mapped form`;
    if (status === STATUS.ignored) return `holds ${shown}, which IDNA ignores: a punycode label cannot hold it`;
    return disallowed(codePoint);
  }
  return joinerProblem(codePoints);
}
