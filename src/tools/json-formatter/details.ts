import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Format, validate and beautify your JSON. Numbers and strings are kept exactly as you wrote them.',
  keywords: ['json', 'pretty print', 'beautify', 'validate', 'lint', 'indent', 'parse'],
  features: {
    title: 'JSON Processing Features',
    items: [
      {
        title: 'JSON Validation',
        text: 'Strict RFC 8259 parsing; errors name the line and column.',
      },
      {
        title: 'Pretty Formatting',
        text: '2-space indentation that keeps every number and string exactly as written.',
      },
      {
        title: 'Minification',
        text: 'Removes all insignificant whitespace for the smallest payload.',
      },
      {
        title: 'Statistics',
        text: 'Original size, result size and line count at a glance.',
      },
    ],
  },
};

export default details;
