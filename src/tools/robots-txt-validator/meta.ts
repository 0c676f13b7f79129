import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'robots-txt-validator',
  name: 'Robots.txt Validator',
  description:
    'Check a robots.txt against RFC 9309 and test whether a crawler may fetch a URL, with the deciding rule highlighted.',
  icon: '🤖',
  family: 'checker',
  category: 'validator',
  accepts: ['robots-txt'],
  inputField: 'input',
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
