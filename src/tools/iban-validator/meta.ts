import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'iban-validator',
  name: 'IBAN Validator',
  description:
    'Check an IBAN as you type: country, length, BBAN structure and mod-97 check digits, with the bank code, branch code and account number extracted, SEPA membership, both written forms and a BIC check; or a whole list.',
  icon: '🏦',
  family: 'validator',
  category: 'validator',
  accepts: ['iban'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
