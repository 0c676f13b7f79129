import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'utf8-encoder-decoder',
  name: 'UTF-8 Encoder / Decoder',
  description:
    'See the UTF-8 bytes of any text as hex, \\x escapes, percent form or decimal, and decode bytes back with invalid sequences pointed out.',
  icon: '🌐',
  family: 'transform',
  category: 'converter',
  accepts: ['text', 'hex'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
