import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'See the UTF-8 bytes of any text, or decode bytes back to text with every invalid sequence pointed out.',
  keywords: [
    'utf-8',
    'utf8',
    'unicode',
    'bytes',
    'encoding',
    'hex',
    'escape',
    'percent',
    'mojibake',
    'decode',
    'encode',
    'code point',
  ],
  features: {
    title: 'Encoding Rules',
    items: [
      {
        title: 'Four Notations',
        text: 'Hex with spaces (E2 82 AC), \\x escapes as in C, Python and JavaScript, percent form as in URLs, or decimal byte values.',
      },
      {
        title: 'Byte by Byte',
        text: 'A breakdown shows each character with its code point and its one to four UTF-8 bytes, so emoji, accents and combining marks are easy to follow.',
      },
      {
        title: 'Both Directions',
        text: 'Decode bytes in the same notations. In \\x and percent form, plain characters between escapes stand for their own UTF-8 bytes.',
      },
      {
        title: 'Invalid Bytes Explained',
        text: 'Every bad sequence is listed with its byte offset, line and column, and why: unexpected continuation byte, truncated sequence, overlong encoding, surrogate, or beyond U+10FFFF.',
      },
    ],
  },
};

export default details;
