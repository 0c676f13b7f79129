import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Convert internationalised domain names, e-mail addresses and URLs between Unicode and punycode as you type.',
  keywords: [
    'idn',
    'idna',
    'punycode',
    'xn--',
    'domain',
    'internationalized domain name',
    'unicode domain',
    'host name',
    'email',
    'url',
    'uts46',
    'rfc 3492',
  ],
  features: {
    title: 'IDN Conversion Rules',
    items: [
      {
        title: 'Label by Label',
        text: 'Names split at every IDNA dot (. 。 ． ｡); each non-ASCII label becomes xn-- plus its RFC 3492 punycode, and back. ASCII labels stay as they are.',
      },
      {
        title: 'Domains, E-mails, URLs',
        text: 'One per line. Only the domain after @ and the host of a URL change; the mailbox name, user info, port, path, query and fragment are kept exactly.',
      },
      {
        title: 'Read Like a Browser',
        text: 'UTS #46 as the URL Standard applies it in new URL(), held to the web platform tests’ toascii cases: lower case, compatibility forms unified, soft hyphens dropped, ß and ς kept, percent-encoded hosts decoded. What the standard refuses is refused here: invalid punycode, code points IDNA does not allow, misplaced joiners, mixed-direction labels (a label of ASCII letters and digits may stand beside right-to-left ones, as the tests have it, though some browser versions refuse it).',
      },
      {
        title: 'Errors Say Where',
        text: 'A refused label is named with the rule it breaks, its line and column, and marked in the input. An empty label or one over 63 characters is converted as browsers do, with a note that DNS would not take it.',
      },
    ],
  },
};

export default details;
