import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Octal, symbolic and checkboxes for a Unix file mode, each way, with the commands to copy.',
  keywords: [
    'chmod',
    'permissions',
    'umask',
    'file mode',
    'octal',
    'rwx',
    'setuid',
    'setgid',
    'sticky bit',
    'unix',
    'linux',
    'ls -l',
    '755',
    '644',
    '777',
  ],
  features: {
    title: 'Features',
    items: [
      {
        title: 'Every Way',
        text: 'Type 755, 4755, -rwxr-xr-x, rwsr-xr-x or u=rwx,g=rx,o=rx, or tick the grid: every form follows.',
      },
      {
        title: 'Special Bits',
        text: 'Setuid, setgid and the sticky bit, shown as ls shows them (s, S, t, T) and as a fourth octal digit.',
      },
      {
        title: 'Commands to Copy',
        text: 'chmod in octal and in symbolic form for the file you name (quoted for the shell), and the umask.',
      },
      {
        title: 'Errors That Point',
        text: 'A wrong letter or digit is named with its position and what belongs there.',
      },
    ],
  },
};

export default details;
