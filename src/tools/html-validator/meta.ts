import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-validator',
  name: 'HTML Validator',
  description:
    'Check HTML as you type: every WHATWG parse error, the tokenizer’s and the tree builder’s, plus duplicate ids, missing alt text, obsolete markup, wrong nesting, labels, headings and head metadata, each with its line and column.',
  icon: '🩺',
  family: 'checker',
  category: 'validator',
  accepts: ['html'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
