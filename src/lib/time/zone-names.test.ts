import { describe, expect, it } from 'vitest';
import { foldPlaceName, isZoneName, modernName } from './zone-names';

describe('isZoneName', () => {
  it.each([
    ['America/New_York', true],
    ['america/new_york', true],
    ['Asia/Calcutta', true],
    ['Asia/Kolkata', true],
    ['Europe/Kyiv', true],
    ['UTC', true],
    ['gmt', true],
    ['Kathmandu', true],
    ['new york', true],
    ['São Paulo', true],
    ['Lord-Howe', true],
    ['Atlantis', false],
    ['hello world', false],
    ['+05:30', false],
    ['', false],
  ])('%j: %j', (text, expected) => {
    expect(isZoneName(text)).toBe(expected);
  });
});

describe('modernName and foldPlaceName', () => {
  it('gives the name IANA uses now, and leaves current names alone', () => {
    expect(modernName('Asia/Katmandu')).toBe('Asia/Kathmandu');
    expect(modernName('Europe/Paris')).toBe('Europe/Paris');
  });

  it('folds case, accents, underscores and dashes', () => {
    expect(foldPlaceName('  São_Paulo ')).toBe('sao paulo');
    expect(foldPlaceName('Port-au-Prince')).toBe('port au prince');
  });
});
