import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'credit-card-validator',
  name: 'Credit Card Validator',
  description:
    'Check a card number as you type: the Luhn check digit, the brand from its first digits, the lengths the brand issues, the number grouped as printed, the CVC length and the expiry date; or a whole list. Nothing is stored or sent.',
  tagline:
    'Luhn, brand and length checks for card numbers, with the expiry date and security code. Card numbers never leave the page and are never stored.',
  icon: '💳',
  category: 'validator',
  keywords: [
    'credit card',
    'debit card',
    'card number',
    'pan',
    'luhn',
    'mod 10',
    'check digit',
    'iin',
    'bin',
    'visa',
    'mastercard',
    'american express',
    'amex',
    'discover',
    'diners',
    'jcb',
    'unionpay',
    'maestro',
    'mir',
    'elo',
    'rupay',
    'cvv',
    'cvc',
    'expiry',
    'test card numbers',
    'stripe',
    'adyen',
    'braintree',
  ],
  accepts: ['card-number'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
