import { describe, expect, it } from 'vitest';
import { CSS_INJECTIONS } from '../../lib/css/injection-samples';
import { restoreStateReport } from '../../lib/tool-state';
import {
  FONT_CHOICES,
  linkTags,
  MAX_PADDING,
  SHAPE_CHOICES,
  textSvg,
  webManifest,
  type FaviconDesign,
  type SiteOptions,
} from './core';
import { OPTIONS, STATE } from './options';

const DEFAULTS = STATE.defaults;
const restore = (stored: unknown) => restoreStateReport(stored, DEFAULTS, STATE.rules);

const DESIGN: FaviconDesign = {
  text: 'DT',
  font: 'sans',
  bold: true,
  textColor: '#ffffff',
  background: '#2563eb',
  shape: 'rounded',
  padding: 10,
};
const SITE: SiteOptions = {
  basePath: '/',
  appName: '',
  shortName: '',
  themeColor: '#2563eb',
  backgroundColor: '#ffffff',
  hasSvg: true,
};

describe('the declared options', () => {
  it('offer exactly the fonts and shapes the core draws, and start within the bounds', () => {
    expect(OPTIONS.font.choices.map((choice) => choice.value)).toEqual(FONT_CHOICES);
    expect(OPTIONS.shape.choices.map((choice) => choice.value)).toEqual(SHAPE_CHOICES);
    expect(OPTIONS.shape.choices.map((choice) => choice.label)).toEqual(['None', 'Square', 'Rounded', 'Circle']);
    expect(restore(DEFAULTS).outOfBounds).toEqual([]);
  });
});

describe('a restored state is held to the controls’ limits', () => {
  it.each(CSS_INJECTIONS)('a colour %s restores as the default, with the notice', (color) => {
    const { state, outOfBounds } = restore({
      textColor: color,
      background: color,
      themeColor: color,
      manifestBackground: color,
    });
    expect(state).toEqual(DEFAULTS);
    expect(outOfBounds).toEqual(['textColor', 'background', 'themeColor', 'manifestBackground']);
  });

  it.each([
    ['padding', 1e6, MAX_PADDING],
    ['padding', -5, 0],
    ['input', 'x'.repeat(101), ''],
    ['appName', 'x'.repeat(501), ''],
    ['basePath', '/'.repeat(501), '/'],
  ] as const)('brings %s within its limits', (field, value, expected) => {
    expect(restore({ [field]: value }).state[field]).toBe(expected);
  });
});

describe('colours never write text of their own into favicon.svg, the manifest or the tags', () => {
  it.each(CSS_INJECTIONS)('a text or background colour %s', (color) => {
    const svg = textSvg({ ...DESIGN, textColor: color, background: color });
    expect(svg).not.toContain(color.slice(0, 8).replace(/</g, '&lt;'));
    expect(svg).toContain('fill="#000000"');
    expect(svg).not.toMatch(/<rect|<circle/);
  });

  it.each(CSS_INJECTIONS)('a theme or manifest colour %s', (color) => {
    const site = { ...SITE, themeColor: color, backgroundColor: color };
    expect(JSON.parse(webManifest(site))).toMatchObject({ theme_color: '#ffffff', background_color: '#ffffff' });
    expect(linkTags(site)).toContain('<meta name="theme-color" content="#ffffff">');
  });
});
