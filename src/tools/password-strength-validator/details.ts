import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'How long would this password survive an attack? zxcvbn’s score, crack times and the weak patterns in it, checked in your browser and never stored.',
  keywords: ['password', 'passphrase', 'strength', 'zxcvbn', 'entropy', 'crack time', 'policy', 'security', 'validate'],
  features: {
    title: 'Password Strength Validator Features',
    items: [
      {
        title: 'zxcvbn Strength',
        text: 'The score from 0 to 4 and the guesses an attacker needs, from zxcvbn-ts with its common-password, English word, name and keyboard dictionaries, run in a background worker.',
      },
      {
        title: 'Crack Times and Patterns',
        text: 'How long four kinds of attack would take, and what makes the password guessable: dictionary words (reversed or in l33t), sequences, repeats, dates and keyboard walks, marked over it.',
      },
      {
        title: 'Your Policy',
        text: 'Minimum length, the kinds of character required, the longest run of one character, and not containing the user’s name or e-mail: each rule passed or failed. Check a whole list at once.',
      },
      {
        title: 'Private',
        text: 'Nothing you type is stored, put in a link or leaves the page. Need a new password? The Password Generator makes one and opens it here to be checked.',
      },
    ],
  },
};

export default details;
