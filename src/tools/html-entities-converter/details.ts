import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Named, decimal or hex references, each character’s forms, and the whole WHATWG table.',
  keywords: [
    'html',
    'entities',
    'entity',
    'character reference',
    'named reference',
    'numeric reference',
    'decimal',
    'hex',
    'code point',
    'unicode',
    '&amp;',
    '&nbsp;',
    'whatwg',
    'entity table',
    'entity list',
  ],
  features: {
    title: 'Converting Character References',
    items: [
      {
        title: 'Any Form In, One Form Out',
        text: 'The text may hold named, decimal and hex references, and legacy names without a semicolon; each is read as a browser reads it, then written in the form you choose.',
      },
      {
        title: 'Every Character’s Forms',
        text: 'Each character of the text with its code point, its names, and its decimal and hex references, side by side.',
      },
      {
        title: 'All 2,231 Named References',
        text: 'The WHATWG table: 2,125 names with a semicolon and the 106 legacy ones without, searchable by name, character or code point.',
      },
      {
        title: 'Safe to Paste Back',
        text: 'What comes out reads, in any HTML parser, as exactly the text that went in. & < > " \' are always written as references.',
      },
    ],
  },
};

export default details;
