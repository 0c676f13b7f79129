import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-diff-checker',
  name: 'JSON Diff Checker',
  description:
    'Compare two JSON documents and list every added, removed and modified property with its path and values.',
  icon: '🔍',
  family: 'custom',
  category: 'utility',
  accepts: ['json'],
  inputField: 'original',
  primaryAction: 'Compare JSON',
  load: () => import('./View'),
};

export default meta;
