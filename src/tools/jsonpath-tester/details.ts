import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Test JSONPath queries (RFC 9535, with filters and the length, count, match, search and value functions) on your JSON, or in the older jsonpath-plus syntax.',
  keywords: [
    'jsonpath',
    'json path',
    'rfc 9535',
    'query',
    'filter',
    'selector',
    'jsonpath-plus',
    'goessner',
    'normalized path',
  ],
  features: {
    title: 'What the JSONPath Tester Does',
    items: [
      {
        title: 'RFC 9535 Selectors',
        text: 'Names, wildcards, indexes, slices with negative steps, descendant segments and filters, checked against the whole grammar: it passes all 687 cases of the JSONPath Compliance Test Suite.',
      },
      {
        title: 'Filters and Functions',
        text: 'Comparisons, &&, || and !, existence tests, and length, count, match, search and value with the RFC type rules; regular expressions are I-Regexp (RFC 9485).',
      },
      {
        title: 'Exact Numbers',
        text: 'The document is read losslessly: 12345678901234567890 keeps every digit and compares exactly, and results show numbers as they were written.',
      },
      {
        title: 'Paths and Places',
        text: "Every result has its normalized path ($['store']['book'][0]) and is highlighted in the document; a click selects it there.",
      },
    ],
  },
};

export default details;
