import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'See what a User-Agent string says, whether it is well-formed, and what reduced strings hide, as you type.',
  keywords: [
    'user agent',
    'user-agent',
    'ua',
    'ua parser',
    'browser detection',
    'bot',
    'crawler',
    'googlebot',
    'client hints',
    'sec-ch-ua',
    'rfc 9110',
    'access log',
    'navigator.useragent',
  ],
  features: {
    title: 'What It Checks',
    items: [
      {
        title: 'Browser, OS, Device',
        text: 'bowser reads the browser, rendering engine, operating system, device type (desktop, mobile, tablet, TV) and their versions, and says what a reduced string no longer tells.',
      },
      {
        title: 'Bots and Tools',
        text: 'Search and AI crawlers, link previews, SEO and uptime bots, headless browsers, curl, Wget, Postman and the HTTP libraries of Python, Go, Java, JavaScript, Perl, PHP, Ruby and Dart, each with who runs it.',
      },
      {
        title: 'RFC 9110 Grammar',
        text: 'product *( RWS ( product / comment ) ): token characters, product/version, nested comments and their escapes, checked character by character, with the place of the first error.',
      },
      {
        title: 'Logs in Batch',
        text: "Paste User-Agent strings or whole access-log lines, and get every line's verdict, what it is, the counts, and a CSV.",
      },
    ],
  },
};

export default details;
