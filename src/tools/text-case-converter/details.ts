import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Type once and see every case at once, from UPPER and Title Case to camelCase, snake_case and CONSTANT_CASE.',
  keywords: [
    'uppercase',
    'lowercase',
    'title case',
    'sentence case',
    'camel case',
    'pascal case',
    'snake case',
    'kebab case',
    'constant case',
    'dot case',
    'capitalize',
    'identifier',
    'variable name',
  ],
  features: {
    title: 'Conversion Rules',
    items: [
      {
        title: 'Word Boundaries',
        text: 'Words split at spaces and punctuation, at _ - . and at camel humps: XMLHttpRequest is XML, Http, Request; version2Update is version2, Update. Digits stay in their word: utf8, i18n.',
      },
      {
        title: 'Text Cases Keep Everything',
        text: 'UPPER, lower, Title and Sentence case change only letter case: spaces, punctuation, emoji and line breaks stay. A sentence starts each line and follows . ! ? or ….',
      },
      {
        title: 'One Identifier per Line',
        text: 'camelCase to dot.case convert each line on its own, so a list of names stays a list. Only letters and digits are kept; separators, symbols and emoji go.',
      },
      {
        title: 'All of Unicode',
        text: 'Accents, Greek final sigma, ß → SS, right-to-left and caseless scripts. Case mapping is the same in every locale: i → I, never the Turkish İ.',
      },
    ],
  },
};

export default details;
