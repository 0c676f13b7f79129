import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { decodeJwt } from './core';

/**
 * The decoder as a recipe step: a token's payload (or header) as pretty JSON, numbers exactly as written. The
 * signature is not checked here: that needs a key, which the tool's screen asks for.
 */
export default defineStep(
  defineOptions({
    part: {
      kind: 'choice',
      label: 'Part',
      default: 'payload',
      choices: [
        { value: 'payload', label: 'Payload (claims)' },
        { value: 'header', label: 'Header' },
      ],
    },
  }),
  (input, { part }) => decodeJwt(input)[part === 'header' ? 'header' : 'payload'],
);
