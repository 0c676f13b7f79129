import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Find what browsers silently fix in your HTML, and what screen readers stumble on.',
  keywords: [
    'html',
    'validator',
    'w3c',
    'whatwg',
    'parse error',
    'lint',
    'accessibility',
    'a11y',
    'alt',
    'duplicate id',
    'doctype',
    'markup',
  ],
  features: {
    title: 'What the HTML Validator Checks',
    items: [
      {
        title: 'WHATWG Parse Errors',
        text: 'Every parse error the HTML standard defines: the tokenizer’s by their spec codes (missing-doctype, duplicate-attribute…) and the tree builder’s (text in a table, a second <html>, content after </html>, elements left open…), with what the browser does about it. A customizable <select> is read as the standard reads it since 2025.',
      },
      {
        title: 'Nesting the Parser Undoes',
        text: 'Links inside links, interactive content inside buttons, list items outside lists, and block content that silently ends a paragraph.',
      },
      {
        title: 'Accessibility',
        text: 'Images without alt, controls without labels, labels pointing at nothing, empty headings, skipped heading levels, a missing lang and positive tabindex.',
      },
      {
        title: 'Obsolete and Risky Markup',
        text: '<center>, <font>, <marquee> and other obsolete elements and attributes, duplicate ids, a missing title or charset, inline event handlers and target="_blank".',
      },
    ],
  },
};

export default details;
