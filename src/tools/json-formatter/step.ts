import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { formatJson, minifyJson } from './core';

/** The formatter as a recipe step: Format & Validate, or its Minify action. */
export default defineStep(
  defineOptions({
    layout: {
      kind: 'choice',
      label: 'Layout',
      default: 'format',
      choices: [
        { value: 'format', label: 'Formatted (2 spaces)' },
        { value: 'minify', label: 'Minified' },
      ],
    },
  }),
  (input, { layout }) => (layout === 'minify' ? minifyJson(input) : formatJson(input)).output,
);
