import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Is this phone number real? Valid or only possible, mobile or landline, and every format, for any country. Nothing leaves the page.',
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
  features: {
    title: 'Phone Number Validator Features',
    items: [
      {
        title: 'Valid, Not Only Possible',
        text: 'libphonenumber’s full metadata knows each country’s number ranges: a number of the right length that no range holds is called possible but not valid, and too short or too long says by how much.',
      },
      {
        title: 'Mobile or Landline',
        text: 'The type of line: mobile, fixed line, toll-free, premium rate, shared cost, VoIP, personal, pager, UAN or voicemail, with a warning for premium rate.',
      },
      {
        title: 'Every Format',
        text: 'E.164 for storing, international and national for people, and an RFC 3966 tel: link with its extension, each with a Copy button; the number is formatted as you type.',
      },
      {
        title: 'Any Country, Any List',
        text: 'Numbers without + are read in the country you choose (your browser’s by default). Paste or open a list to check every number at once, and download the verdicts as CSV.',
      },
    ],
  },
};

export default details;
