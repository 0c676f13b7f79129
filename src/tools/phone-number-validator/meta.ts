import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'phone-number-validator',
  name: 'Phone Number Validator',
  description:
    'Check phone numbers of every country with libphonenumber’s full metadata: valid or merely possible, the type (mobile, landline, toll-free...), E.164, international, national and tel: formats, formatted as you type, one number or a whole list.',
  icon: '📞',
  family: 'validator',
  category: 'validator',
  accepts: ['phone-number'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
