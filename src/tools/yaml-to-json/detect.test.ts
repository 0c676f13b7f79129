import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_YAML } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

const KUBERNETES = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
  labels:
    app: web
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: web
          image: nginx:1.27
          ports:
            - containerPort: 80
`;

describe('yaml-to-json detector', () => {
  it.each([
    ['its sample (comments, anchors, a block scalar)', SAMPLE_YAML, 0.85],
    ['a Kubernetes manifest', KUBERNETES, 0.85],
    ['nested keys without a document marker', 'name: my-app\nversion: 1.0.0\ndependencies:\n  - react\n  - vite', 0.75],
    ['a document marker', '---\ntitle: Hello\ndraft: false\n', 0.75],
    ['a list of mappings', '- name: Ada\n  born: 1815\n- name: Grace\n  born: 1906', 0.75],
    ['flat keys', 'host: localhost\nport: 5432\nuser: admin\ndatabase: app', 0.6],
    ['a literal block', 'script: |\n  npm ci\n  npm test\nimage: node:22\nstage: test', 0.6],
  ])('recognises %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
  });

  it('recognises the start of a large file (truncated)', () => {
    expect(score('items:\n' + '  - name: a\n    value: 1\n'.repeat(3000) + '  - na', true)).toBeGreaterThanOrEqual(
      0.75,
    );
  });

  it('offers itself only weakly for two "Key: value" lines', () => {
    expect(score('Error: connection refused\nCode: 111')).toBeLessThanOrEqual(0.4);
  });

  it.each([
    ['JSON, which is YAML too but the JSON tools’ first', '{"a": 1, "b": 2}'],
    ['a JSON array', '[1, 2, 3]'],
    ['XML', '<a>1</a>'],
    ['prose with one colon', 'Note: the meeting moved to Tuesday.\nPlease let everyone know before then.'],
    [
      'prose after every colon',
      'Note: the meeting moved to Tuesday after lunch today.\nReason: the room was booked by another team already.\nAction: tell everyone on the list before Monday morning.',
    ],
    ['CSS', 'body {\n  color: red;\n  margin: 0;\n}'],
    ['Python', 'def main():\n    x = 1\n    if x:\n        print(x)'],
    ['a URL', 'https://example.com:8080/path'],
    ['a time', '12:30'],
    ['a Markdown list', '# Title\n\n- one\n- two\n- three'],
    ['a single pair', 'key: value'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_YAML)[0]).toMatchObject({ tool: { id: 'yaml-to-json' }, state: { input: SAMPLE_YAML } });
  });

  it('ranks a manifest without a document marker first', () => {
    expect(rankTools(KUBERNETES)[0]?.tool.id).toBe('yaml-to-json');
  });
});
