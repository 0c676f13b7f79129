import { describe, expect, it } from 'vitest';
import { destinationsFor, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT, vcardPayload, wifiPayload } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

const WIFI = wifiPayload({ ssid: 'Home', password: 'secret123', security: 'WPA', hidden: false });
const VCARD = vcardPayload({
  firstName: 'Ada',
  lastName: '',
  org: '',
  title: '',
  phone: '1',
  email: '',
  website: '',
  address: '',
  note: '',
});

describe('qr-code-generator detector', () => {
  it.each([
    ['a Wi-Fi network', WIFI, 0.4],
    ['an open Wi-Fi network', 'WIFI:S:Cafe;T:nopass;;', 0.4],
    ['a MECARD', 'MECARD:N:Lovelace,Ada;TEL:123;;', 0.35],
    ['a MATMSG e-mail', 'MATMSG:TO:a@b.c;SUB:Hi;BODY:x;;', 0.35],
    ['a vCard', VCARD, 0.2],
  ])('scores %s low, as a text tool must', (_name, text, expected) => {
    expect(detect(text, false)).toEqual({ score: expected, state: { type: 'text' } });
  });

  it.each([
    ['its sample', SAMPLE_INPUT],
    ['prose', 'Any text could be a QR payload, so it claims none.'],
    ['a JSON document', '{\n  "a": 1\n}'],
    ['markup', '<p>Hello</p>'],
    ['the word wifi', 'wifi: on'],
  ])('claims no plain text: %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
    expect(detect(text, false)).toBeNull();
  });

  it('is listed for its Load Sample text among the tools that take any text', () => {
    expect(destinationsFor(SAMPLE_INPUT).map((entry) => entry.tool.id)).toContain('qr-code-generator');
  });
});
