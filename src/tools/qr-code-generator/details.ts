import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Turn text, a link, Wi-Fi details, a contact or an e-mail into a QR code to download as SVG or PNG, and read the QR code in any image.',
  keywords: [
    'qr',
    'qr code',
    'qrcode',
    'qr generator',
    'qr reader',
    'qr scanner',
    'scan qr',
    'decode qr',
    'barcode',
    '2d barcode',
    'matrix code',
    'wifi qr',
    'wi-fi qr',
    'wifi password qr',
    'vcard qr',
    'contact qr',
    'mailto qr',
    'url qr',
    'svg',
    'png',
    'iso 18004',
  ],
  features: {
    title: 'QR Code Generator Features',
    items: [
      {
        title: 'Five Payloads',
        text: 'Plain text, a URL, a Wi-Fi network (WPA, WEP or open, hidden or not, in the WIFI: format with its escaping), a contact as a vCard 3.0, or an e-mail as a mailto: link with its subject and body.',
      },
      {
        title: 'What Goes In',
        text: 'The exact text the code holds, its size in bytes and the QR version it needs, and a clear message when it is more than a code can hold at the chosen level (2,953 bytes at L).',
      },
      {
        title: 'Your Look',
        text: 'Error correction L, M, Q or H, the module size and the quiet zone, and your colours, with a warning when their contrast is too low to scan or the code is inverted.',
      },
      {
        title: 'SVG and PNG',
        text: 'Download a crisp vector SVG or a PNG drawn pixel for pixel from the code.',
      },
      {
        title: 'Reader',
        text: 'Choose, drop or paste (Ctrl+V) an image to read the QR code in it, then copy the text or open it in another tool.',
      },
      {
        title: 'Private',
        text: 'Everything happens in this page. The Wi-Fi password is never stored or put in a share link.',
      },
    ],
  },
};

export default details;
