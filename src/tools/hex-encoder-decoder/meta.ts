import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'hex-encoder-decoder',
  name: 'Hex Encoder / Decoder',
  description:
    'Encode text to hexadecimal UTF-8 bytes with separator, case and 0x options, and decode hex back to text.',
  icon: '🔣',
  family: 'transform',
  category: 'converter',
  accepts: ['text', 'hex'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
