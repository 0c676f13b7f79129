import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'ip-address-validator',
  name: 'IP Address Validator',
  description:
    'Validate IPv4 and IPv6 addresses and CIDR blocks: strict forms, RFC 5952 canonical form, the special-purpose class with its RFC, network and host range, conversions, reverse-DNS name and a check against your ranges.',
  icon: '📡',
  family: 'validator',
  category: 'validator',
  accepts: ['ip-address'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
