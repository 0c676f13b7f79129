import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'See every part of a URL, and what is wrong or risky in it.',
  keywords: ['url', 'uri', 'link', 'whatwg', 'rfc 3986', 'query string', 'homograph', 'punycode', 'parse'],
  features: {
    title: 'URL Validator Features',
    items: [
      {
        title: 'As Browsers Parse It',
        text: 'The WHATWG URL parser, the browser’s own: what a link, fetch() or the address bar would make of the text, with the normalised form and why it is refused when it is.',
      },
      {
        title: 'Every Component',
        text: 'Scheme, user name, password (masked), host in Unicode and punycode, port with its default, path, a decoded table of query parameters, and the fragment.',
      },
      {
        title: 'RFC 3986, Strictly',
        text: 'The same text checked against RFC 3986’s grammar, naming the first character it does not allow: browsers are lenient where other parsers are not.',
      },
      {
        title: 'Risks Flagged',
        text: 'Credentials in the URL, plain http, an IP address for a host, host labels mixing scripts (homographs), characters the parser had to percent-encode, and stripped spaces or control characters.',
      },
    ],
  },
};

export default details;
