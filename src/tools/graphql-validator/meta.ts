import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'graphql-validator',
  name: 'GraphQL Validator',
  description:
    'Validate GraphQL queries against a schema with every standard rule, check the schema SDL and the variables, and format the document.',
  tagline:
    'Check a GraphQL operation against your schema (SDL) with graphql-js and all the standard validation rules; validate the schema and the variables JSON; format the document and see its depth and field count.',
  icon: '🕸️',
  category: 'validator',
  keywords: [
    'graphql',
    'gql',
    'query',
    'mutation',
    'schema',
    'sdl',
    'validate',
    'lint',
    'format',
    'prettify',
    'variables',
    'graphql-js',
  ],
  accepts: ['graphql'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
