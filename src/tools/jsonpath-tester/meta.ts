import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'jsonpath-tester',
  name: 'JSONPath Tester',
  description:
    'Run RFC 9535 JSONPath queries on a JSON document: results as values and normalized paths, highlighted in the document, with exact numbers.',
  tagline:
    'Test JSONPath queries (RFC 9535, with filters and the length, count, match, search and value functions) on your JSON, or in the older jsonpath-plus syntax.',
  icon: '🧭',
  category: 'validator',
  keywords: [
    'jsonpath',
    'json path',
    'rfc 9535',
    'query',
    'filter',
    'selector',
    'jsonpath-plus',
    'goessner',
    'normalized path',
  ],
  accepts: ['json'],
  inputField: 'json',
  primaryAction: 'Run the query as you type',
  load: () => import('./View'),
};

export default meta;
