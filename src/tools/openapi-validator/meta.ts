import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'openapi-validator',
  name: 'OpenAPI Validator',
  description:
    'Validate an OpenAPI 2.0 (Swagger), 3.0, 3.1 or 3.2 description in JSON or YAML against the official schemas, with broken $refs, path parameters, operationIds and security checked, each problem at its line and column.',
  icon: '📘',
  family: 'checker',
  category: 'validator',
  accepts: ['json', 'yaml'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
