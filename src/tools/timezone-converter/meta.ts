import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'timezone-converter',
  name: 'Timezone Converter',
  description:
    'Convert a date and time from one time zone to any number of others, with each offset and DST state, and plan a meeting across zones on a 24-hour grid with working hours shaded.',
  icon: '🌍',
  family: 'custom',
  category: 'converter',
  accepts: ['date', 'time-zones'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
