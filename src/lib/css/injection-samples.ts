/**
 * For the tests: texts a share link or storage could put where a generator keeps a colour or a length, to
 * write CSS of its own into the preview or the rule the user copies. None may reach CSS text.
 */
export const CSS_INJECTIONS = [
  'red;}body{display:none}',
  'url(https://example.com/x.png)',
  'red; background-image: url(https://example.com/track)',
  '#fff}*{visibility:hidden',
  'rgb(0 0 0) ; } body { color: red',
  'expression(alert(1))',
  'var(--x)',
  'red</style><script>alert(1)</script>',
  '10px;}@import url(https://example.com/a.css);',
  `#${'0'.repeat(100)}`,
] as const;
