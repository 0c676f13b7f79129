import { defineOptions } from '../../lib/options-schema';

export const OPTIONS = defineOptions({
  base: {
    kind: 'text',
    label: 'Base URL',
    default: '',
    placeholder: 'https://example.com/docs/ (for relative references)',
    hint: 'Optional: relative references such as ../img/logo.png are resolved against it.',
    monospace: true,
  },
});
