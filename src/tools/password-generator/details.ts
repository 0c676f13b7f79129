import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Make a random password or a diceware passphrase in your browser, see its entropy in bits, and check it in the strength validator. Nothing is kept or sent.',
  keywords: [
    'password',
    'passphrase',
    'random',
    'diceware',
    'eff word list',
    'secure password',
    'strong password',
    'random string',
    'entropy',
    'pass phrase',
    'pwgen',
  ],
  features: {
    title: 'Password Generator Features',
    items: [
      {
        title: 'Random Passwords',
        text: 'Choose the length (4 to 128) and the sets of characters, leave out look-alikes such as I, l, 1, O and 0, and require one of each chosen set.',
      },
      {
        title: 'Passphrases',
        text: 'From 3 to 20 words of the EFF large word list (7,776 words, CC BY 3.0 US), with the separator you choose and capitals if you like; the list loads only on this page.',
      },
      {
        title: 'Entropy in Bits',
        text: 'The exact number of equally likely outcomes of the recipe, as bits, counting only the passwords that have one of each set when that is asked.',
      },
      {
        title: 'Unbiased',
        text: 'Each character and word is drawn from crypto.getRandomValues by rejection sampling, so no choice is likelier than another; the tests check it statistically.',
      },
      {
        title: 'Never Stored or Shared',
        text: 'The generated password is a secret: it is never written to storage, a share link or history. Open it in the Password Strength Validator to check it further.',
      },
    ],
  },
};

export default details;
