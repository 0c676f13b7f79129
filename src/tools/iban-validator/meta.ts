import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'iban-validator',
  name: 'IBAN Validator',
  description:
    'Check an IBAN as you type: country, length, BBAN structure and mod-97 check digits, with the bank code, branch code and account number extracted, SEPA membership, both written forms and a BIC check; or a whole list.',
  tagline:
    'IBAN and BIC validation that says exactly what is wrong: the length, the check digits it should have, or the character that breaks its country’s structure.',
  icon: '🏦',
  category: 'validator',
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
  accepts: ['iban'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
