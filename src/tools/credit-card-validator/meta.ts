import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'credit-card-validator',
  name: 'Credit Card Validator',
  description:
    'Check a card number as you type: the Luhn check digit, the brand from its first digits, the lengths the brand issues, the number grouped as printed, the CVC length and the expiry date; or a whole list. Nothing is stored or sent.',
  icon: '💳',
  family: 'validator',
  category: 'validator',
  accepts: ['card-number'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
