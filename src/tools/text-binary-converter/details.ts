import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Convert text to the 8-bit groups of its UTF-8 bytes and back, live as you type.',
  keywords: ['binary', 'bits', 'bytes', '0 and 1', 'utf-8', 'text to binary', 'binary to text', 'decode', 'encode'],
  features: {
    title: 'Conversion Rules',
    items: [
      {
        title: 'UTF-8 Bytes',
        text: 'Every character becomes the 8-bit groups of its UTF-8 bytes: A is one byte, é two, € three, 😀 four.',
      },
      {
        title: 'Both Directions',
        text: 'Switch direction, or Swap to turn the result around. Groups may be split by spaces, new lines or commas, start with 0b, or run together in whole bytes.',
      },
      {
        title: 'All of Unicode',
        text: 'Emoji, combining marks and right-to-left text come back exactly as they went in; nothing is replaced with �.',
      },
      {
        title: 'Errors Say Where',
        text: 'A digit other than 0 or 1, a group that is not whole bytes, or bytes that are not valid UTF-8 are reported with line, column and byte offset.',
      },
    ],
  },
};

export default details;
