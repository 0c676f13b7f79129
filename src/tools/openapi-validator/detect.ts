import { firstSignificant, sampleHead, scanJsonDocument, type Detector } from '../../lib/detect';

/** A top-level `openapi: 3.x` or `swagger: "2.0"` line, at the margin of a YAML document. */
const YAML_VERSION =
  /^(?:openapi|"openapi"|'openapi')[ \t]*:[ \t]*["']?3\.\d|^(?:swagger|"swagger"|'swagger')[ \t]*:[ \t]*["']?2\.0\b/m;
const JSON_VERSION = /"openapi"\s*:\s*"3\.\d|"swagger"\s*:\s*"2\.0"/;

/**
 * An OpenAPI description: a JSON or YAML document whose top level names its version, `openapi: 3.x` or
 * `swagger: "2.0"`. Only then does it outrank the JSON and YAML tools, which take any document.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const first = firstSignificant(sample);
  if (first === '{') {
    const shape = scanJsonDocument(sample, truncated);
    if (!shape || shape.root !== 'object') return null;
    if (!shape.keys.includes('openapi') && !shape.keys.includes('swagger')) return null;
    return JSON_VERSION.test(sample) ? { score: 0.95 } : null;
  }
  if (first === '[' || first === '<') return null;
  return YAML_VERSION.test(sample) ? { score: 0.95 } : null;
};
