/**
 * The ISO 7064 mod-97-10 check of IBANs, on its own so the detector can use it without loading ibantools.
 */

/** The mod-97 remainder of a string of letters (A = 10 ... Z = 35) and digits. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    remainder = code >= 65 ? (remainder * 100 + code - 55) % 97 : (remainder * 10 + code - 48) % 97;
  }
  return remainder;
}

/** The check digits an IBAN with this country code and BBAN must carry ("89"). */
export function checkDigitsFor(countryCode: string, bban: string): string {
  return String(98 - mod97(`${bban}${countryCode}00`)).padStart(2, '0');
}

/** Whether an IBAN in electronic form passes mod 97 (the remainder of its rearranged form is 1). */
export function passesMod97(iban: string): boolean {
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;
}
