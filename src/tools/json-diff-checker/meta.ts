import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-diff-checker',
  name: 'JSON Diff Checker',
  description:
    'Compare two JSON documents and list every added, removed and modified property with its path and values.',
  tagline:
    'Compare two JSON documents and see every added, removed and modified property, with exact numbers and any key order.',
  icon: '🔍',
  category: 'utility',
  keywords: ['json', 'diff', 'compare', 'difference', 'changes', 'delta', 'object comparison', 'side by side'],
  accepts: ['json'],
  inputField: 'original',
  primaryAction: 'Compare JSON',
  load: () => import('./View'),
};

export default meta;
