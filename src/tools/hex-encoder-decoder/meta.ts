import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'hex-encoder-decoder',
  name: 'Hex Encoder / Decoder',
  description:
    'Encode text to hexadecimal UTF-8 bytes with separator, case and 0x options, and decode hex back to text.',
  tagline: 'Encode text to the hexadecimal of its UTF-8 bytes, or decode hex back to text, live as you type.',
  icon: '🔣',
  category: 'converter',
  keywords: ['hex', 'hexadecimal', 'base16', 'base 16', 'bytes', 'utf-8', 'hex dump', 'encode', 'decode', '0x'],
  accepts: ['text', 'hex'],
  primaryAction: 'Convert',
  load: () => import('./View'),
};

export default meta;
