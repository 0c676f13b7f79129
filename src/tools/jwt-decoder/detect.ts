import { decodeBase64Bytes, type Detector } from '../../lib/detect';

/** Three base64url parts (the signature may be empty, as in an unsecured token), perhaps after "Bearer". */
const TOKEN = /^(?:Bearer\s+)?([A-Za-z0-9_-]{4,})\.([A-Za-z0-9_-]{2,})\.([A-Za-z0-9_-]*)$/;

/** The start of a base64url part as ASCII text, or '' when it is not base64url. */
function decodedStart(part: string): string {
  const bytes = decodeBase64Bytes(part, 1024);
  return bytes ? String.fromCharCode(...bytes) : '';
}

/** A JSON Web Token: its header decodes to a JSON object naming the algorithm. */
export const detect: Detector = (sample, truncated) => {
  if (truncated) return null;
  const match = TOKEN.exec(sample.trim());
  if (!match) return null;
  const header = decodedStart(match[1]!);
  if (!/^\s*\{/.test(header)) return null;
  const payloadIsObject = /^\s*\{/.test(decodedStart(match[2]!.slice(0, 16)));
  return { score: /"alg"\s*:/.test(header) && payloadIsObject ? 0.98 : 0.8 };
};
