/**
 * The Luhn (mod 10) check digit of card numbers, on its own so the detector can use it without loading the
 * brand tables.
 */

/** The Luhn sum of the digits, doubling every second digit from the right (the last one too when `doubleLast`). */
function luhnSum(digits: string, doubleLast: boolean): number {
  let sum = 0;
  for (let offset = 0; offset < digits.length; offset += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - offset) - 48;
    if ((offset % 2 === 1) !== doubleLast) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

export function luhnValid(digits: string): boolean {
  return digits.length > 0 && luhnSum(digits, false) % 10 === 0;
}

/** The check digit that makes `payload` (the number without its last digit) pass Luhn. */
export function luhnCheckDigit(payload: string): number {
  return (10 - (luhnSum(payload, true) % 10)) % 10;
}
