import { defineOptions } from '../../lib/options-schema';

/** Unix Permissions (chmod) Calculator's options: the screen's controls, its kept state and its recipe step's options. */
export const OPTIONS = defineOptions({
  output: {
    kind: 'choice',
    label: 'Output',
    default: 'summary',
    choices: [
      { value: 'summary', label: 'Every form' },
      { value: 'octal', label: 'Octal (755)' },
      { value: 'symbolic', label: 'Symbolic (-rwxr-xr-x)' },
      { value: 'assignments', label: 'Assignments (u=rwx,g=rx,o=rx)' },
      { value: 'chmod', label: 'chmod command' },
      { value: 'umask', label: 'umask command' },
    ],
  },
  file: {
    kind: 'text',
    label: 'File in the chmod command',
    default: 'file',
    maxLength: 1000,
    monospace: true,
    placeholder: 'file',
  },
});
