import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'phone-number-validator',
  name: 'Phone Number Validator',
  description:
    'Check phone numbers of every country with libphonenumber’s full metadata: valid or merely possible, the type (mobile, landline, toll-free...), E.164, international, national and tel: formats, formatted as you type, one number or a whole list.',
  tagline:
    'Is this phone number real? Valid or only possible, mobile or landline, and every format, for any country. Nothing leaves the page.',
  icon: '📞',
  category: 'validator',
  keywords: [
    'phone',
    'telephone',
    'mobile',
    'cell',
    'landline',
    'e.164',
    'e164',
    'libphonenumber',
    'tel uri',
    'rfc 3966',
    'calling code',
    'country code',
    'international format',
    'toll free',
    'validate',
  ],
  accepts: ['phone-number'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
