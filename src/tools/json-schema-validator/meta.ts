import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-schema-validator',
  name: 'JSON Schema Validator',
  description:
    'Validate JSON data against a Draft-07 JSON Schema, with format checks and a numbered list of every error and where it is.',
  tagline:
    'Validate JSON data against a JSON Schema, with full Draft-07 support and format validation (email, URI, date-time and more). Every error is listed with where it is and why.',
  icon: '🛡️',
  category: 'validator',
  keywords: [
    'json schema',
    'schema',
    'draft-07',
    'draft 7',
    'validate',
    'validation',
    'ajv',
    'format',
    'email',
    'uri',
    'date-time',
    '$ref',
    'required',
    'api contract',
  ],
  accepts: ['json'],
  inputField: 'data',
  primaryAction: 'Validate JSON',
  load: () => import('./View'),
};

export default meta;
