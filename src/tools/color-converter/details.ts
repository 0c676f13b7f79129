import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Any CSS colour in every notation, with its contrast on a background.',
  keywords: [
    'color',
    'colour',
    'color converter',
    'colour converter',
    'color picker',
    'colour picker',
    'hex to rgb',
    'rgb to hex',
    'hex color',
    'hex colour',
    'rgb to hsl',
    'hsl to rgb',
    'hsl',
    'hwb',
    'lab',
    'lch',
    'oklab',
    'oklch',
    'display-p3',
    'css color',
    'named colors',
    'contrast',
    'contrast checker',
    'contrast ratio',
    'wcag contrast',
    'apca',
    'accessibility',
    'gamut',
  ],
  features: {
    title: 'Features',
    items: [
      {
        title: 'Every CSS Notation',
        text: 'Hex (3, 4, 6 or 8 digits), rgb() and hsl() with commas or spaces, hwb(), lab(), lch(), oklab(), oklch(), color(display-p3 …) and the 148 named colours.',
      },
      {
        title: 'Gamut Mapping',
        text: 'A colour outside sRGB is said to be, and its hex, rgb, hsl and hwb are mapped into sRGB by the CSS Color 4 algorithm (lower oklch chroma), marked as mapped.',
      },
      { title: 'Nearest Name', text: 'The named colour nearest in oklab, and whether it is exactly the colour.' },
      {
        title: 'WCAG and APCA Contrast',
        text: 'The WCAG 2 ratio with AA and AAA verdicts for normal and large text and 3:1 for interface parts, and the APCA Lc beside it; translucent colours are composited first.',
      },
      {
        title: 'Errors That Say Why',
        text: 'A hex code with the wrong number of digits, a misspelt name or a function with missing values is named with what it needs.',
      },
      { title: 'Nothing Leaves the Page', text: 'Colours are converted in the page and sent nowhere.' },
    ],
  },
};

export default details;
