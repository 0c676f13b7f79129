import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'timezone-converter',
  name: 'Timezone Converter',
  description:
    'Convert a date and time from one time zone to any number of others, with each offset and DST state, and plan a meeting across zones on a 24-hour grid with working hours shaded.',
  tagline: 'One time in every zone you need, with a meeting planner.',
  icon: '🌍',
  category: 'converter',
  keywords: [
    'time zone',
    'timezone',
    'convert time',
    'meeting planner',
    'utc',
    'gmt',
    'dst',
    'daylight saving time',
    'offset',
    'iana',
    'world time',
  ],
  accepts: ['date', 'time-zones'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
