import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Check a Swagger or OpenAPI description as you type: the official schema for its version, plus the checks a schema cannot make ($refs, path parameters, duplicate operationIds, security schemes, server URLs, unused components), and a summary of its operations by tag.',
  keywords: [
    'openapi',
    'swagger',
    'oas',
    'oas3',
    'api',
    'rest',
    'spec',
    'lint',
    'validate',
    'yaml',
    'json',
    '$ref',
    'operationId',
    'swagger editor',
  ],
  features: {
    title: 'What the OpenAPI Validator Checks',
    items: [
      {
        title: 'The Official Schemas',
        text: 'OpenAPI 2.0 (Swagger), 3.0, 3.1 and 3.2, in JSON or YAML, validated against the schema the OpenAPI Initiative publishes for each version, with each error said in plain words at its line and column.',
      },
      {
        title: 'References',
        text: 'Every local $ref must point at something; components no $ref uses are flagged. $refs to other files are listed, not fetched.',
      },
      {
        title: 'Paths and Parameters',
        text: 'Each {param} in a path needs an in: path parameter and each path parameter a {param}; duplicate parameters, equivalent paths, duplicate operationIds and operations without a success response.',
      },
      {
        title: 'Security and Servers',
        text: 'Security requirements must name a defined scheme; server URLs must be URLs, with every {variable} defined and its default in its enum. For 2.0: host, basePath and body parameters.',
      },
    ],
  },
};

export default details;
