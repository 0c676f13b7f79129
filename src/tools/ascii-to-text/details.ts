import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Turn character codes back into text as you type: decimal, hex or binary, separated by spaces, commas or new lines.',
  keywords: [
    'ascii',
    'character code',
    'char code',
    'code point',
    'unicode',
    'decimal',
    'hex',
    'binary',
    'chr',
    'decode',
  ],
  features: {
    title: 'Reading Rules',
    items: [
      {
        title: 'Auto-Detect',
        text: 'Each number is read by its prefix: 0x or U+ for hex, 0o for octal, 0b for binary. A group of exactly eight 0s and 1s is a binary byte; anything else is decimal.',
      },
      {
        title: 'Any Base',
        text: 'Pick decimal, hex, octal or binary to read every number in that base, prefix or not (hex 0B is eleven, not a prefix).',
      },
      {
        title: 'All of Unicode',
        text: 'Codes up to U+10FFFF become characters, emoji included. A UTF-16 surrogate pair (55357 56832) is joined into the one character it encodes.',
      },
      {
        title: 'Errors Say Where',
        text: 'A code that is not a number, is beyond U+10FFFF or is a lone surrogate is named with its token number, line and column.',
      },
    ],
  },
};

export default details;
