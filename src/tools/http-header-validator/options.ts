import { defineOptions } from '../../lib/options-schema';

export const OPTIONS = defineOptions({
  kind: {
    kind: 'choice',
    label: 'Message',
    control: 'radio',
    default: 'auto',
    choices: [
      { value: 'auto', label: 'Detect', hint: 'From the start line, the pseudo-headers, or which fields appear.' },
      { value: 'request', label: 'Request' },
      { value: 'response', label: 'Response' },
    ],
  },
});
