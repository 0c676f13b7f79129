import { defineOptions } from '../../lib/options-schema';
import { MAX_COUNT } from './core';

/** What Generate makes, and how it writes it. */
export const OPTIONS = defineOptions({
  kind: {
    kind: 'choice',
    label: 'Kind',
    default: 'v4',
    choices: [
      { value: 'v4', label: 'UUID v4 (random)' },
      { value: 'v7', label: 'UUID v7 (time-ordered)' },
      { value: 'v1', label: 'UUID v1 (Gregorian time)' },
      { value: 'v5', label: 'UUID v5 (name, SHA-1)' },
      { value: 'v3', label: 'UUID v3 (name, MD5)' },
      { value: 'ulid', label: 'ULID' },
    ],
  },
  count: {
    kind: 'number',
    label: 'How many',
    default: 1,
    min: 1,
    max: MAX_COUNT,
    integer: true,
    hint: `Up to ${MAX_COUNT.toLocaleString('en')}; a name-based UUID is always the same one.`,
  },
  namespace: {
    kind: 'choice',
    label: 'Namespace',
    default: 'dns',
    choices: [
      { value: 'dns', label: 'DNS (6ba7b810-…)' },
      { value: 'url', label: 'URL (6ba7b811-…)' },
      { value: 'oid', label: 'OID (6ba7b812-…)' },
      { value: 'x500', label: 'X.500 DN (6ba7b814-…)' },
      { value: 'custom', label: 'Custom UUID' },
    ],
  },
  customNamespace: {
    kind: 'text',
    label: 'Custom namespace',
    default: '',
    maxLength: 64,
    placeholder: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
    monospace: true,
  },
  name: { kind: 'text', label: 'Name', default: '', maxLength: 4096, placeholder: 'www.example.com' },
  upperCase: { kind: 'switch', label: 'Upper case', default: false },
  hyphens: { kind: 'switch', label: 'Hyphens', default: true },
  braces: { kind: 'switch', label: 'In braces {…}', default: false },
});
