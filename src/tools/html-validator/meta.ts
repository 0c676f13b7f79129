import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-validator',
  name: 'HTML Validator',
  description:
    'Check HTML as you type: every WHATWG parse error, the tokenizer’s and the tree builder’s, plus duplicate ids, missing alt text, obsolete markup, wrong nesting, labels, headings and head metadata, each with its line and column.',
  tagline: 'Find what browsers silently fix in your HTML, and what screen readers stumble on.',
  icon: '🩺',
  category: 'validator',
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
  accepts: ['html'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
