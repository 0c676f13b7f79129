import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'IBAN and BIC validation that says exactly what is wrong: the length, the check digits it should have, or the character that breaks its country’s structure.',
  keywords: [
    'iban',
    'bban',
    'bic',
    'swift',
    'swift code',
    'bank account',
    'account number',
    'bank code',
    'sort code',
    'sepa',
    'mod 97',
    'check digits',
    'iso 13616',
    'iso 9362',
    'qr-iban',
  ],
  features: {
    title: 'IBAN Validator Features',
    items: [
      {
        title: 'Check Digits, Computed',
        text: 'The ISO 7064 mod-97 check of every IBAN. A failure gives the check digits the rest of the IBAN calls for, so a mistyped pair is found at once.',
      },
      {
        title: 'Every Country’s Format',
        text: 'Length and BBAN structure of every IBAN country in the SWIFT registry and more: a wrong length is counted, and the first character that breaks the structure is marked, with the field it is in.',
      },
      {
        title: 'Bank, Branch, Account',
        text: 'The bank code, branch code and account number read out of the IBAN, SEPA membership, national check digits where a country has them, and QR-IBANs. Both forms, electronic and print, to copy.',
      },
      {
        title: 'BICs and Lists',
        text: 'A BIC (SWIFT code) checked for its bank, country, location and branch parts, test BICs flagged. Check a list or CSV column of IBANs at once and download the verdicts.',
      },
    ],
  },
};

export default details;
