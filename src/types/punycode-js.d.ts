/** punycode.js ships no types; these are the parts the tools use (the IDN converter, the e-mail and URL validators). */
declare module 'punycode.js' {
  interface Punycode {
    /** A punycode string (no `xn--`) to Unicode; throws RangeError on invalid input. */
    decode(input: string): string;
    /** Unicode to a punycode string (no `xn--`). */
    encode(input: string): string;
    toASCII(domain: string): string;
    toUnicode(domain: string): string;
    ucs2: {
      decode(text: string): number[];
      encode(codePoints: readonly number[]): string;
    };
    version: string;
  }
  const punycode: Punycode;
  export default punycode;
}
