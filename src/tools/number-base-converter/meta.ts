import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'number-base-converter',
  name: 'Number Base Converter',
  description:
    "Convert whole numbers of any size between binary, octal, decimal, hex and any base to 36, with two's complement and the IEEE 754 bits of a float.",
  icon: '🔢',
  family: 'transform',
  category: 'converter',
  accepts: ['number'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
