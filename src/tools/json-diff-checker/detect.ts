import { scanJsonDocument, type Detector } from '../../lib/detect';

/** Any JSON document can be compared; the text opens as the original, the modified side still to paste. */
export const detect: Detector = (sample, truncated) => (scanJsonDocument(sample, truncated) ? { score: 0.55 } : null);
