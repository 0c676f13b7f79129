import { defineOptions } from '../../lib/options-schema';

/** JSON to TypeScript's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  output: {
    kind: 'choice',
    label: 'Output',
    default: 'typescript',
    control: 'radio',
    choices: [
      { value: 'typescript', label: 'TypeScript' },
      { value: 'zod', label: 'Zod schema' },
    ],
  },
  declaration: {
    kind: 'choice',
    label: 'Declare objects as',
    default: 'interface',
    control: 'radio',
    choices: [
      { value: 'interface', label: 'Interfaces' },
      { value: 'type', label: 'Type aliases' },
    ],
  },
  rootName: {
    kind: 'text',
    label: 'Root type name',
    hint: 'The name of the type of the whole document (or of each sample).',
    default: 'Root',
    maxLength: 64,
    monospace: true,
  },
  bigNumbers: {
    kind: 'choice',
    label: 'Integers beyond ±2^53−1',
    hint: 'Such integers lose digits as a JavaScript number: read them as bigint, or keep them as strings.',
    default: 'bigint',
    choices: [
      { value: 'bigint', label: 'bigint' },
      { value: 'string', label: 'string' },
    ],
  },
  inputFormat: {
    kind: 'choice',
    label: 'Input',
    hint: 'A top-level array is read as several samples of the root type either way.',
    default: 'document',
    choices: [
      { value: 'document', label: 'One JSON document' },
      { value: 'lines', label: 'JSON Lines (one sample a line)' },
    ],
  },
  exportKeyword: { kind: 'switch', label: 'Export the types', default: true },
  readonly: { kind: 'switch', label: 'Readonly properties (TypeScript)', default: false },
  semicolons: { kind: 'switch', label: 'Semicolons', default: true },
});
