/**
 * The page's Content-Security-Policy. No remote origin appears anywhere, so nothing the user types can
 * be sent elsewhere, and there is no 'unsafe-eval' or 'unsafe-inline' for scripts.
 * `blob:` is allowed for sandboxed previews and downloads made in the page itself.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');
