import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'duration-converter',
  name: 'Duration Converter',
  description:
    'Convert durations between nanoseconds, seconds, hours, days, weeks, months and years exactly, and read and write ISO 8601 durations (P1Y2M10DT2H30M), words (1h 30m, 90 minutes) and clock notation (1:30:00).',
  tagline: 'ISO 8601, words or h:mm:ss in, every unit out, exactly.',
  icon: '⏳',
  category: 'converter',
  keywords: [
    'iso 8601 duration',
    'time span',
    'time interval',
    'hours to minutes',
    'seconds to hours',
    'milliseconds',
    'nanoseconds',
    'days',
    'weeks',
    'months',
    'years',
    'hh:mm:ss',
    'xsd duration',
  ],
  accepts: ['duration'],
  primaryAction: 'Convert as you type',
  load: () => import('./View'),
};

export default meta;
