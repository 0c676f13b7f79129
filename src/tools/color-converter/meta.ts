import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'color-converter',
  name: 'Color Converter',
  heading: 'Color Converter & Contrast Checker',
  description:
    'Convert a CSS colour between hex, rgb, hsl, hwb, lab, lch, oklab and oklch, and check the WCAG and APCA contrast of text on a background.',
  icon: '🎨',
  family: 'custom',
  category: 'frontend',
  accepts: ['css'],
  // A colour handed over (pasted, another tool's output, a link) goes into the colour field.
  inputField: 'color',
  primaryAction: 'Convert as you type',
  load: () => import('./View'),
};

export default meta;
