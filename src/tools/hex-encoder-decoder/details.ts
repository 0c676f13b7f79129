import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Encode text to the hexadecimal of its UTF-8 bytes, or decode hex back to text, live as you type.',
  keywords: ['hex', 'hexadecimal', 'base16', 'base 16', 'bytes', 'utf-8', 'hex dump', 'encode', 'decode', '0x'],
  features: {
    title: 'Conversion Rules',
    items: [
      {
        title: 'UTF-8 Bytes',
        text: 'Text becomes the hex of its UTF-8 bytes, two digits a byte: é is c3 a9, 😀 is f0 9f 98 80.',
      },
      {
        title: 'Your Format',
        text: 'No separator, spaces or colons; lower or upper case; 0x before each byte, or once before an unseparated run.',
      },
      {
        title: 'Tolerant Decoding',
        text: 'Either case, with spaces, new lines, colons, commas, hyphens and 0x prefixes ignored, so hex dumps and C arrays paste straight in.',
      },
      {
        title: 'Errors Say Where',
        text: 'An odd number of digits, a character that is not hex, or bytes that are not valid UTF-8 are reported with line, column and byte offset, never replaced with �.',
      },
    ],
  },
};

export default details;
