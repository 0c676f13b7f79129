import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Try XPath on your XML or HTML and see each match in the source.',
  keywords: ['xpath', 'xml', 'html', 'query', 'selector', 'namespace', 'document.evaluate', 'rss', 'xslt', 'scraping'],
  features: {
    title: 'What the XPath Tester Does',
    items: [
      {
        title: 'XPath 1.0, the Browser’s Own',
        text: 'Expressions run through document.evaluate: every axis, predicate and function of XPath 1.0, on XML or on HTML parsed as a browser does.',
      },
      {
        title: 'Results in the Source',
        text: 'Each node with its location path, kind and markup; all of them highlighted in the document, and a click selects one. Numbers, strings and booleans are shown as such.',
      },
      {
        title: 'Namespaces Registered',
        text: 'Every xmlns:prefix in the document is bound for you; a default namespace gets a prefix of its own (d:), with why //item finds nothing without it.',
      },
      {
        title: 'Clear Errors',
        text: 'XML that is not well-formed, with the line and column; an invalid expression or an unknown prefix at its column, with what is wrong and what XPath 1.0 offers instead.',
      },
    ],
  },
};

export default details;
