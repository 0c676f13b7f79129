import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'openapi-validator',
  name: 'OpenAPI Validator',
  description:
    'Validate an OpenAPI 2.0 (Swagger), 3.0, 3.1 or 3.2 description in JSON or YAML against the official schemas, with broken $refs, path parameters, operationIds and security checked, each problem at its line and column.',
  tagline:
    'Check a Swagger or OpenAPI description as you type: the official schema for its version, plus the checks a schema cannot make ($refs, path parameters, duplicate operationIds, security schemes, server URLs, unused components), and a summary of its operations by tag.',
  icon: '📘',
  category: 'validator',
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
  accepts: ['json', 'yaml'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
