import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'world-clock',
  name: 'World Clock',
  description:
    'Live clocks for the cities you choose, each with its date, offset from your time, day or night, DST state and the next DST change; your list is kept in this browser.',
  icon: '🕰️',
  family: 'custom',
  category: 'utility',
  accepts: ['time-zones'],
  primaryAction: 'Show the clocks',
  load: () => import('./View'),
};

export default meta;
