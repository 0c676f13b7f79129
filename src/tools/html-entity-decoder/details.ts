import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Turn HTML character references back into text as you type, by the same rules a browser follows.',
  keywords: [
    'html',
    'entities',
    'entity',
    'unescape',
    'html unescape',
    'decode',
    'character reference',
    'named entity',
    'numeric entity',
    '&amp;',
    '&nbsp;',
    'whatwg',
    'html_entity_decode',
  ],
  features: {
    title: 'HTML Entity Decoding Rules',
    items: [
      {
        title: 'Full WHATWG Table',
        text: 'All 2,125 named references of the HTML standard, including two-character ones such as &NotEqualTilde; and astral ones such as &Aopf;.',
      },
      {
        title: 'Legacy Names',
        text: 'Like a browser: &amp and &copy decode without a semicolon in text; in attribute values only when no letter, digit or = follows.',
      },
      {
        title: 'Numeric References',
        text: 'Decimal and hex. &#0;, surrogates and numbers past U+10FFFF become U+FFFD; &#x80;–&#x9F; are read as windows-1252 (&#x80; is €), as browsers do.',
      },
      {
        title: 'Nothing Lost',
        text: 'Unknown names and malformed references are left exactly as written and listed with their line and column, never treated as an error.',
      },
    ],
  },
};

export default details;
