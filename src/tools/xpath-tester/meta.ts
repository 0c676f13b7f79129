import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'xpath-tester',
  name: 'XPath Tester',
  description:
    'Run XPath 1.0 expressions on XML or HTML as you type: matching nodes with their paths, highlighted in the source, or the number, string or boolean; namespaces registered from the document.',
  icon: '🧭',
  family: 'checker',
  category: 'validator',
  accepts: ['xml', 'html'],
  inputField: 'input',
  primaryAction: 'Evaluate as you type',
  load: () => import('./View'),
};

export default meta;
