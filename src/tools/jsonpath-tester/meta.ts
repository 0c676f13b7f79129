import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'jsonpath-tester',
  name: 'JSONPath Tester',
  description:
    'Run RFC 9535 JSONPath queries on a JSON document: results as values and normalized paths, highlighted in the document, with exact numbers.',
  icon: '🧭',
  family: 'checker',
  category: 'validator',
  accepts: ['json'],
  inputField: 'json',
  primaryAction: 'Run the query as you type',
  load: () => import('./View'),
};

export default meta;
