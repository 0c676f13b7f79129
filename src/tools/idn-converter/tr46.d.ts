/** tr46 ships no types; these are the parts this tool uses. */
declare module 'tr46' {
  interface Uts46Options {
    checkHyphens?: boolean;
    checkBidi?: boolean;
    checkJoiners?: boolean;
    useSTD3ASCIIRules?: boolean;
    transitionalProcessing?: boolean;
    verifyDNSLength?: boolean;
    ignoreInvalidPunycode?: boolean;
  }
  const tr46: {
    /** The name in ASCII form, or null when UTS #46 refuses it. */
    toASCII(domainName: string, options?: Uts46Options): string | null;
    /** The name in Unicode form, and whether UTS #46 refuses it. */
    toUnicode(domainName: string, options?: Uts46Options): { domain: string; error: boolean };
  };
  export default tr46;
}

/** The Unicode properties the validity rules need, as tr46 generates them from the Unicode data files. */
declare module 'tr46/lib/regexes.js' {
  const regexes: {
    /** General_Category=Mark. */
    combiningMarks: RegExp;
    /** Canonical_Combining_Class=Virama. */
    combiningClassVirama: RegExp;
    /** RFC 5892 appendix A.1: a ZWNJ between joining letters (the part of the label around it). */
    validZWNJ: RegExp;
    /** A character of Bidi_Class R, AL or AN: the name is a bidi domain name (RFC 5893). */
    bidiDomain: RegExp;
    bidiS1LTR: RegExp;
    bidiS1RTL: RegExp;
    bidiS2: RegExp;
    bidiS3: RegExp;
    bidiS4EN: RegExp;
    bidiS4AN: RegExp;
    bidiS5: RegExp;
    bidiS6: RegExp;
  };
  export default regexes;
}

/** The numbers that stand for each status in tr46's mapping table. */
declare module 'tr46/lib/statusMapping.js' {
  const statusMapping: {
    STATUS_MAPPING: { mapped: number; valid: number; disallowed: number; deviation: number; ignored: number };
  };
  export default statusMapping;
}
