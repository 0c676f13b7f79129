import { ToolError } from '../../lib/tool-error';

/** The hosts a plain-http page may come from: the CSP's frame-src allows http: on these only. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/** "ftp:", "javascript:", "https:", but not "localhost:" in "localhost:3000". */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;
/** The host and port part of an address whose scheme is given: what comes after `//` up to the path. */
const AUTHORITY = /^[a-z][a-z0-9+.-]*:[/\\]*([^/\\?#]*)/i;
/**
 * A host as the URL parser leaves it: labels of letters, digits, hyphens and underscores (an international
 * name in its xn-- form), or an IPv6 address in brackets. Chromium's parser does not refuse every other
 * character, as the standard says it must: it takes `https://not a url` and percent-encodes the spaces.
 */
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?)$/i;
const EXAMPLES = 'Type one such as https://example.com or http://localhost:3000.';

/**
 * The address to load in URL mode, or a ToolError saying why it cannot be shown. Only https: pages and
 * http: pages on this computer (localhost, 127.0.0.1) can be framed: the app's Content-Security-Policy
 * allows frames from those and nothing else. The app's own origin is refused: the frame keeps the page's
 * origin (allow-same-origin, which most sites need), so the toolbox would run inside itself with all its
 * privileges. An address typed without a scheme gets https:, or http: for localhost.
 */
export function pageUrl(text: string, appOrigin: string): URL {
  const typed = text.trim();
  if (typed === '')
    throw new ToolError('Type the address of a page, such as https://example.com or http://localhost:3000.');
  const scheme = SCHEME.exec(typed)?.[1]?.toLowerCase();
  let address = typed;
  if (scheme === undefined) {
    const host = typed.split(/[/:?#]/, 1)[0]!.toLowerCase();
    address = `${LOOPBACK_HOSTS.has(host) ? 'http' : 'https'}://${typed}`;
  } else if (scheme !== 'http' && scheme !== 'https') {
    throw new ToolError(
      `“${scheme}:” addresses cannot be shown here: only https: pages, and http: pages on this computer (localhost or 127.0.0.1).`,
    );
  }
  const authority = AUTHORITY.exec(address)?.[1] ?? '';
  if (/\s/.test(authority))
    throw new ToolError(`“${typed}” is not a web address: a site’s name cannot contain spaces. ${EXAMPLES}`);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ToolError(`“${typed}” is not a web address. ${EXAMPLES}`);
  }
  if (!HOST.test(url.hostname))
    throw new ToolError(
      `“${typed}” is not a web address: a site’s name has only letters, digits, hyphens and dots. ${EXAMPLES}`,
    );
  // Typed without a scheme, one word is more likely a slip than the name of a site on the local network.
  if (
    scheme === undefined &&
    !url.hostname.includes('.') &&
    !url.hostname.startsWith('[') &&
    !LOOPBACK_HOSTS.has(url.hostname)
  )
    throw new ToolError(
      `“${typed}” is not a web address: a site’s name has a dot in it (example.com), unless it is localhost. ${EXAMPLES}`,
    );
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new ToolError(
      `Plain http: pages can only be shown from this computer (localhost or 127.0.0.1). The app’s security policy lets frames load https: pages and loopback http: pages only, so the browser would block http://${url.host}. Try its https: address.`,
    );
  }
  if (url.origin === appOrigin) {
    throw new ToolError(
      'That is this app’s own address. The frame keeps a page’s own origin, so the toolbox would run inside itself with its full privileges: it is not loaded. Give the address of your own site instead.',
    );
  }
  return url;
}
