import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'chmod-calculator',
  name: 'Unix Permissions (chmod) Calculator',
  description:
    'Turn a Unix file mode between octal (755, 4755), symbolic (-rwxr-xr-x, u=rwx,g=rx,o=rx) and a grid of checkboxes, with the chmod and umask commands.',
  icon: '🔐',
  family: 'transform',
  category: 'converter',
  accepts: ['file-mode'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
