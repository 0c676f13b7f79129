import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Luhn, brand and length checks for card numbers, with the expiry date and security code. Card numbers never leave the page and are never stored.',
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
  features: {
    title: 'Credit Card Validator Features',
    items: [
      {
        title: 'Luhn Check Digit',
        text: 'The mod-10 check every card number carries: a wrong number says which digit the last one should be. It catches every mistyped digit and almost every swap of two neighbours.',
      },
      {
        title: 'Brand and Length',
        text: 'The brand from the first digits (IIN): Visa, Mastercard with its 2-series, American Express, Discover, Diners, JCB, UnionPay, Maestro, Mir, Elo, Hipercard, RuPay and more, and the lengths that brand issues.',
      },
      {
        title: 'Expiry and Security Code',
        text: 'The number grouped as the brand prints it, the code’s name and length (CVV, CVC, CID), and whether the expiry date has passed, is this month or is implausibly far off.',
      },
      {
        title: 'Test Numbers and Lists',
        text: 'The published test numbers of Stripe, Adyen and Braintree, recognised and ready to pick. Check a whole list or CSV column at once; the table shows only the last four digits.',
      },
    ],
  },
};

export default details;
