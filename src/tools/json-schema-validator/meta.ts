import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-schema-validator',
  name: 'JSON Schema Validator',
  description:
    'Validate JSON data against a Draft-07 JSON Schema, with format checks and a numbered list of every error and where it is.',
  icon: '🛡️',
  family: 'checker',
  category: 'validator',
  accepts: ['json'],
  inputField: 'data',
  primaryAction: 'Validate JSON',
  load: () => import('./View'),
};

export default meta;
