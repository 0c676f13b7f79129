import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Matches, groups, replacements and a plain-words explanation of any JavaScript regex.',
  keywords: [
    'regex',
    'regexp',
    'regular expression',
    'pattern',
    'match',
    'replace',
    'split',
    'capture group',
    'backtracking',
  ],
  features: {
    title: 'What the Regex Tester Does',
    items: [
      {
        title: 'Every Flag, Live',
        text: 'd g i m s u v y, as the browser’s own RegExp runs them: matches highlighted as you type, listed with their numbered and named groups and, with d, where each group starts and ends.',
      },
      {
        title: 'Replace and Split',
        text: "A preview of String.prototype.replace with $1, $<name>, $&, $`, $' and $$, and of split with its limit.",
      },
      {
        title: 'Explained, With Errors Placed',
        text: 'Each token in plain words, honouring u and v (\\p{…}, set operations, nested classes). A broken pattern shows its error at its column: the engine’s own message has none.',
      },
      {
        title: 'Safe From Backtracking',
        text: 'Matching runs in a worker and is stopped after 2 seconds (a little more for megabytes of text), so a catastrophic pattern such as (a+)+$ never freezes the tab; nested quantifiers are flagged before they bite.',
      },
    ],
  },
};

export default details;
