import { scanJsonDocument, type Detector } from '../../lib/detect';

/** Any JSON document converts to YAML. */
export const detect: Detector = (sample, truncated) => (scanJsonDocument(sample, truncated) ? { score: 0.65 } : null);
