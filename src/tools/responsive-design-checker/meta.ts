import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'responsive-design-checker',
  name: 'Responsive Design Checker',
  description:
    'See a page on phone, tablet, laptop and desktop screens at once: paste HTML and CSS, or load your own site (such as http://localhost:3000) by its address, and check how its layout and media queries respond at each size.',
  icon: '📱',
  family: 'custom',
  category: 'frontend',
  accepts: ['html', 'url'],
  primaryAction: 'Preview as you type',
  load: () => import('./View'),
};

export default meta;
