import { contentLines, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** Password-hash strings in modular crypt form: their prefixes say what they are. */
const CRYPT =
  /^(?:\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}|\$argon2(?:id|i|d)\$\S+|\$[156]\$\S+\$[./0-9A-Za-z]{22,86}|\$apr1\$\S+|\$scrypt\$\S+|\$7\$\S+|\$pbkdf2(?:-sha\d+)?\$\S+|pbkdf2_sha(?:1|256)\$\d+\$\S+|\$y\$\S+)$/;
/** md5sum, sha256sum and b2sum lines: a digest, two spaces (or a space and "*"), a file name. */
const CHECKSUM_LINE =
  /^(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{40}|[0-9a-fA-F]{56}|[0-9a-fA-F]{64}|[0-9a-fA-F]{96}|[0-9a-fA-F]{128}) [ *]\S/;
/** Subresource Integrity values and the algorithm:digest form of Docker and OCI. */
const NAMED = /^(?:sha(?:256|384|512)-[A-Za-z0-9+/]{43,86}={0,2}|sha256:[0-9a-f]{64})$/;
/** A bare hex digest of a common length: MD5 and NTLM, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512. */
const HEX_DIGEST =
  /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{56}|[0-9a-f]{64}|[0-9a-f]{96}|[0-9a-f]{128})$|^(?:[0-9A-F]{32}|[0-9A-F]{40}|[0-9A-F]{64}|[0-9A-F]{128})$/;

/**
 * Hashes: crypt strings, checksum-file lines and SRI values are unmistakable (0.9); a bare hex digest of a
 * digest's length is likely one, but hex is also what the hex decoder takes (0.7), and a list of them too.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const lines = contentLines(sample, truncated).map((line) => line.trim());
  if (lines.length === 0) return null;
  const unmistakable = (line: string) => CRYPT.test(line) || CHECKSUM_LINE.test(line) || NAMED.test(line);
  if (shareOf(lines, unmistakable) >= 0.8) return { score: 0.9 };
  if (shareOf(lines, (line) => HEX_DIGEST.test(line) || unmistakable(line)) >= 0.8) return { score: 0.7 };
  return null;
};
