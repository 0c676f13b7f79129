import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'graphql-validator',
  name: 'GraphQL Validator',
  description:
    'Validate GraphQL queries against a schema with every standard rule, check the schema SDL and the variables, and format the document.',
  icon: '🕸️',
  family: 'checker',
  category: 'validator',
  accepts: ['graphql'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
