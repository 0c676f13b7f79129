import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'duration-converter',
  name: 'Duration Converter',
  description:
    'Convert durations between nanoseconds, seconds, hours, days, weeks, months and years exactly, and read and write ISO 8601 durations (P1Y2M10DT2H30M), words (1h 30m, 90 minutes) and clock notation (1:30:00).',
  icon: '⏳',
  family: 'custom',
  category: 'converter',
  accepts: ['duration'],
  primaryAction: 'Convert as you type',
  load: () => import('./View'),
};

export default meta;
