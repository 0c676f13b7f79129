import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Say why an address is valid or not, and where the first problem is.',
  keywords: ['email', 'e-mail', 'address', 'rfc 5322', 'rfc 5321', 'mailbox', 'idn', 'punycode', 'typo', 'type=email'],
  features: {
    title: 'Email Validator Features',
    items: [
      {
        title: 'RFC 5321 and 5322',
        text: 'A parser of its own for dot-atoms, quoted local parts with their escapes, IPv4 and IPv6 address literals, comments and folding white space, and the length limits: local part 64, domain 253, label 63, address 254.',
      },
      {
        title: 'IDN Domains',
        text: 'Internationalised domains shown in Unicode and in punycode, as IDNA converts them; the lengths are counted on the punycode form that DNS sees.',
      },
      {
        title: 'Display Names',
        text: 'Reads what a To: header holds: Ada Lovelace <ada@example.com>, quoted names with commas, several addresses separated by commas, and RFC 5322 groups.',
      },
      {
        title: 'Worth a Look',
        text: 'Typos of common mail domains (gmial.com → gmail.com), role accounts (admin@, noreply@), domains with no dot, and where the browser’s type=email rule disagrees with the RFCs.',
      },
    ],
  },
};

export default details;
