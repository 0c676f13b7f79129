import { defineOptions } from '../../lib/options-schema';

export const OPTIONS = defineOptions({
  ranges: {
    kind: 'text',
    label: 'Check against ranges',
    default: '',
    placeholder: '10.0.0.0/8, 192.168.0.0/16, 2001:db8::/32',
    hint: 'CIDR blocks or addresses, separated by commas, spaces or lines: says which hold the address, or each address of a list.',
    rows: 2,
    monospace: true,
  },
});
