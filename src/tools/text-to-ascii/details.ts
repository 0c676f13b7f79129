import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'See the code of every character as you type: decimal, hex, octal or binary, with anything outside ASCII flagged.',
  keywords: [
    'ascii',
    'character code',
    'char code',
    'code point',
    'unicode',
    'decimal',
    'hex',
    'octal',
    'binary',
    'ord',
  ],
  features: {
    title: 'Conversion Rules',
    items: [
      {
        title: 'One Code per Character',
        text: 'Codes are Unicode code points: 😀 is one code, 128512, never two surrogate halves. An accent typed as a combining mark is its own code.',
      },
      {
        title: 'Four Bases',
        text: 'Decimal, hexadecimal (0x41), octal (0o101) or binary (0b01000001), padded to whole bytes, separated by spaces, commas or new lines.',
      },
      {
        title: 'Non-ASCII Flagged',
        text: 'ASCII stops at 127. Anything above is shown by its code point and listed with its position, so nothing passes for ASCII that is not.',
      },
      {
        title: 'Round Trip',
        text: 'With prefixes on (or in decimal), ASCII to Text reads the codes back into exactly this text.',
      },
    ],
  },
};

export default details;
