import type { Detector } from '../../lib/detect';

/**
 * Almost any text could be a QR code's payload, so plain text is left to the text tools (the tool is listed
 * among those that take any text). What only QR codes carry scores low, as policy 3 asks of a tool that takes
 * text: a Wi-Fi network in the WIFI: format, and the MECARD and MATMSG formats. A vCard goes to a QR code too,
 * but it is also a file format of its own, so it scores lower still.
 */
const QR_FORMATS: [RegExp, number][] = [
  [/^WIFI:(?:[TSPH]:|;)/, 0.4],
  [/^(?:MECARD|MATMSG):[A-Z]+:/, 0.35],
  [/^BEGIN:VCARD\r?\n/i, 0.2],
];

export const detect: Detector = (sample) => {
  const text = sample.trimStart();
  for (const [pattern, score] of QR_FORMATS) if (pattern.test(text)) return { score, state: { type: 'text' } };
  return null;
};
