import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'epoch-timestamp-converter',
  name: 'Epoch Timestamp Converter',
  description:
    'Convert Unix timestamps in seconds, milliseconds, microseconds or nanoseconds to dates in any time zone and back, exactly, with batch conversion and Windows, Apple and Excel epochs.',
  icon: '⏱️',
  family: 'custom',
  category: 'converter',
  accepts: ['timestamp'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
