import { scanJsonDocument, type Detector } from '../../lib/detect';

/**
 * Any JSON document converts to XML. Keys written as attributes ("@id") or element text ("#text") are the
 * JSON form of XML this converter reads, so such a document is most likely headed for XML (JSON-LD's
 * "@context" keys are not that).
 */
export const detect: Detector = (sample, truncated) => {
  const shape = scanJsonDocument(sample, truncated);
  if (!shape) return null;
  const xmlKeys = shape.keys.some((key) => key.startsWith('@') || key === '#text') && !shape.keys.includes('@context');
  return { score: xmlKeys ? 0.96 : 0.6 };
};
