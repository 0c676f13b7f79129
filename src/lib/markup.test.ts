import { expect, it } from 'vitest';
import { escapeMarkup } from './markup';

it.each([
  ['plain', 'plain'],
  ['<script>', '&lt;script&gt;'],
  ['<b>&"\'', '&lt;b&gt;&amp;&quot;&#39;'],
  ['&amp;', '&amp;amp;'],
])('escapeMarkup(%j) is %j', (text, expected) => {
  expect(escapeMarkup(text)).toBe(expected);
});
