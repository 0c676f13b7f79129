import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Remove every unnecessary space and line break from JSON, keeping the data exactly as it is.',
  keywords: ['json', 'minify', 'compress', 'compact', 'whitespace', 'uglify'],
  features: {
    title: 'JSON Minifier Features',
    items: [
      {
        title: 'Exact values',
        text: 'Numbers and strings are copied byte for byte: no rounding, no re-escaping.',
      },
      {
        title: 'Strict validation',
        text: 'Invalid JSON is reported with its line and column instead of being half-minified.',
      },
      {
        title: 'Large files',
        text: 'Multi-megabyte documents are minified in the background without freezing the page.',
      },
      {
        title: 'Bytes saved',
        text: 'See the original and minified sizes and how much you saved.',
      },
    ],
  },
};

export default details;
