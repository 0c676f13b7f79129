import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'world-clock',
  name: 'World Clock',
  description:
    'Live clocks for the cities you choose, each with its date, offset from your time, day or night, DST state and the next DST change; your list is kept in this browser.',
  tagline: 'Your cities’ times, live, with DST and the next change.',
  icon: '🕰️',
  category: 'utility',
  keywords: [
    'world clock',
    'time zone',
    'timezone',
    'current time',
    'cities',
    'dst',
    'daylight saving time',
    'utc',
    'offset',
  ],
  accepts: ['time-zones'],
  primaryAction: 'Show the clocks',
  load: () => import('./View'),
};

export default meta;
