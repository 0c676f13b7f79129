import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Check an IP address or CIDR block, see its class, subnet and every form of it, as you type.',
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
  features: {
    title: 'What It Checks',
    items: [
      {
        title: 'Strict, and Why Not',
        text: 'IPv4 in strict dotted decimal. Loose forms such as 0x7f.1, 010.0.0.1, 127.1 or 2130706433 are refused, with the address inet_aton and browsers would read from them. IPv6 in every compressed form, with embedded IPv4 and zone ids.',
      },
      {
        title: 'Canonical Form',
        text: 'The RFC 5952 form (lower case, no leading zeros, "::" for the longest zero run) and the full expanded form, with a warning saying which rule a non-canonical address breaks.',
      },
      {
        title: 'Subnets',
        text: 'For a CIDR block: network, broadcast, first and last host (RFC 3021 for /31), the exact size even for IPv6, mask and wildcard; a host address with a prefix names its network.',
      },
      {
        title: 'Class and Ranges',
        text: 'The IANA special-purpose block the address is in (private, CGNAT, documentation, ULA, Teredo...) with its RFC, and whether it falls in any of your ranges.',
      },
    ],
  },
};

export default details;
