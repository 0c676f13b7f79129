import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Escape text for HTML as you type, optionally writing every non-ASCII character as a named or numeric reference.',
  keywords: [
    'html',
    'entities',
    'entity',
    'escape',
    'html escape',
    'encode',
    'character reference',
    'named entity',
    'numeric entity',
    '&amp;',
    '&lt;',
    'nbsp',
    'xss',
    'htmlspecialchars',
  ],
  features: {
    title: 'HTML Entity Encoding Rules',
    items: [
      {
        title: 'Safe by Default',
        text: '& < > " and \' become &amp; &lt; &gt; &quot; and &#39;, safe in text and in quoted attribute values. Untick quotes for text content only.',
      },
      {
        title: 'Named or Numeric',
        text: 'Non-ASCII characters can stay, become named references from the full WHATWG table (&eacute;, &copy;, &nesim;) or numeric ones in decimal or hex.',
      },
      {
        title: 'Whole Characters',
        text: 'An emoji or any other astral character becomes one reference (&#x1F600;), never two for its surrogate halves. Combining marks and right-to-left text keep their order.',
      },
      {
        title: 'Exact Round Trip',
        text: 'Every reference decodes back to exactly the character it replaced. C1 controls and lone surrogates, which no reference can carry, are kept and listed.',
      },
    ],
  },
};

export default details;
