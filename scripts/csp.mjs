/**
 * The page's Content-Security-Policy. No remote origin appears anywhere, so nothing the user types can
 * be sent elsewhere, and there is no 'unsafe-eval' or 'unsafe-inline' for scripts.
 * `blob:` is allowed for sandboxed previews and downloads made in the page itself.
 *
 * Frames may also load `https:` and loopback `http:` pages: the Responsive Design Checker shows the page
 * whose address the user typed (their own http://localhost:3000, or a public site), and only when they
 * press its button. That is the one request the app ever makes outside its origin; nothing else here
 * changes for it. (IPv6 loopback is left out: `[::1]` is not a host CSP's grammar accepts.)
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self' blob: https: http://localhost:* http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');
