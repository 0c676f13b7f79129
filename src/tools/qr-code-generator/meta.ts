import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'qr-code-generator',
  name: 'QR Code Generator',
  heading: 'QR Code Generator and Reader',
  description:
    'Make QR codes for text, URLs, Wi-Fi networks, contacts (vCard) and e-mails, with your colours, as SVG or PNG, and read the QR code in an image.',
  icon: '🔳',
  family: 'custom',
  category: 'utility',
  accepts: ['text'],
  primaryAction: 'Make the code as you type',
  load: () => import('./View'),
};

export default meta;
