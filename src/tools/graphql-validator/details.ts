import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Check a GraphQL operation against your schema (SDL) with graphql-js and all the standard validation rules; validate the schema and the variables JSON; format the document and see its depth and field count.',
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
  features: {
    title: 'What the GraphQL Validator Checks',
    items: [
      {
        title: 'Syntax',
        text: 'Queries, mutations, subscriptions, fragments and the whole schema language, read by graphql-js: every syntax error with its line and column.',
      },
      {
        title: 'All Standard Rules',
        text: 'The 27 validation rules of the GraphQL specification as graphql-js runs them: unknown fields and arguments, missing selections, fragment cycles, variable usage, overlapping fields and more.',
      },
      {
        title: 'Schema and Variables',
        text: 'The SDL is checked by itself (types, interfaces, directives, root types), and the variables JSON is coerced to the operation’s variable types.',
      },
      {
        title: 'Formatting and Stats',
        text: 'The document printed in the standard layout, and its operations, fragments, field count and depth (fragments expanded).',
      },
    ],
  },
};

export default details;
