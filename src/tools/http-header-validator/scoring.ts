/**
 * The security grade's scoring table, apart from the grading code so the screen can print it without
 * loading the checker.
 */

/** What each expected header costs when it is missing, and when it is present but weak: the whole table. */
export const SCORING = [
  { header: 'Strict-Transport-Security', missing: 20, weak: 10 },
  { header: 'Content-Security-Policy', missing: 25, weak: 10 },
  { header: 'X-Frame-Options or CSP frame-ancestors', missing: 15, weak: 10 },
  { header: 'X-Content-Type-Options', missing: 10, weak: 10 },
  { header: 'Referrer-Policy', missing: 10, weak: 5 },
  { header: 'Permissions-Policy', missing: 10, weak: 5 },
  { header: 'Cross-Origin-Opener-Policy', missing: 5, weak: 5 },
  { header: 'Server / X-Powered-By versions', missing: 0, weak: 5 },
] as const;

/** The lowest score of each letter; A+ is 100 with nothing missing or weak. */
export const LETTERS = [
  { letter: 'A+', min: 100 },
  { letter: 'A', min: 90 },
  { letter: 'B', min: 75 },
  { letter: 'C', min: 60 },
  { letter: 'D', min: 45 },
  { letter: 'E', min: 30 },
  { letter: 'F', min: 0 },
] as const;
