import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'regex-tester',
  name: 'Regex Tester',
  description:
    'Test JavaScript regular expressions with every flag (d g i m s u v y) as you type: matches highlighted and listed with their numbered and named groups, replace and split previews, a token-by-token explanation, syntax errors with their column, and a time limit that stops catastrophic backtracking.',
  icon: '🔎',
  family: 'custom',
  category: 'validator',
  accepts: ['regex'],
  inputField: 'pattern',
  primaryAction: 'Match as you type',
  load: () => import('./View'),
};

export default meta;
