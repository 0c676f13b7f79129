import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'ip-address-validator',
  name: 'IP Address Validator',
  description:
    'Validate IPv4 and IPv6 addresses and CIDR blocks: strict forms, RFC 5952 canonical form, the special-purpose class with its RFC, network and host range, conversions, reverse-DNS name and a check against your ranges.',
  tagline: 'Check an IP address or CIDR block, see its class, subnet and every form of it, as you type.',
  icon: '📡',
  category: 'validator',
  keywords: [
    'ip',
    'ipv4',
    'ipv6',
    'cidr',
    'subnet',
    'netmask',
    'wildcard mask',
    'private ip',
    'rfc 1918',
    'rfc 5952',
    'inet_aton',
    'reverse dns',
    'in-addr.arpa',
    'ip6.arpa',
    'ip range',
  ],
  accepts: ['ip-address'],
  primaryAction: 'Validate as you type',
  load: () => import('./View'),
};

export default meta;
