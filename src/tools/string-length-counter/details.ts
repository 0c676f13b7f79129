import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Every length of your text as you type: characters as people see them, code points, UTF-16 units, UTF-8 bytes, words, lines and spaces.',
  keywords: [
    'character count',
    'char count',
    'word count',
    'line count',
    'byte length',
    'utf-8 bytes',
    'utf-16',
    'code points',
    'graphemes',
    'string length',
    'text length',
  ],
  features: {
    title: 'What Each Count Means',
    items: [
      {
        title: 'Characters as People Count Them',
        text: "Grapheme clusters, found with Intl.Segmenter: 👩‍👩‍👧, 🇫🇷, é written as e + ◌́ and नमस्ते's syllables each count as what you see.",
      },
      {
        title: 'What Programs Count',
        text: 'Code points (Python len, Rust chars) and UTF-16 units (JavaScript and Java length): 😀 is 1 code point but 2 units.',
      },
      {
        title: 'Bytes on Disk',
        text: 'UTF-8 bytes, what a file, an HTTP body or a VARCHAR limit in bytes holds: 1 for ASCII, 2 to 4 for everything else.',
      },
      {
        title: 'Words, Lines, Spaces',
        text: 'Words by Unicode word segmentation, in every script (numbers count, punctuation and emoji do not); lines as the editor shows them; spaces and tabs of every width.',
      },
    ],
  },
};

export default details;
