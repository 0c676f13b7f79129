import { defineOptions } from '../../lib/options-schema';

export const OPTIONS = defineOptions({
  lineKind: {
    kind: 'choice',
    label: 'Read each line as',
    control: 'radio',
    default: 'user-agent',
    choices: [
      { value: 'user-agent', label: 'User-Agent strings' },
      {
        value: 'log-line',
        label: 'Access-log lines',
        hint: 'Combined Log Format (Apache, nginx): the User-Agent is the last quoted field of each line.',
      },
    ],
  },
});
