import { describe, expect, it } from 'vitest';
import {
  APPROXIMATE_NOTES,
  BACKTRACKING_ADVICE,
  EXACT_TESTS,
  PatternNotes,
  aroundPattern,
  isPatternNoteMessage,
  namedProblem,
  stoppedMessage,
  watchingNow,
  watchingPatterns,
  type PatternNoteMessage,
  type RunningPattern,
} from './pattern-watch';

function watched<T>(task: () => T): { value: T; posted: PatternNoteMessage[] } {
  const posted: PatternNoteMessage[] = [];
  const value = watchingPatterns((message) => posted.push(message), task);
  return { value, posted };
}

const note = (pattern: string, exact: boolean, where = 'at #/pattern') => ({ patternNote: { pattern, where, exact } });

describe('watchingPatterns (the worker tells the page which pattern it is testing)', () => {
  it('says nothing outside a watched task, and runs the test', () => {
    expect(watchingNow()).toBe(false);
    expect(aroundPattern('a+', 'at #/pattern', () => 42)).toBe(42);
  });

  it('starts with a note of null, then tells each test before and after it', () => {
    const { value, posted } = watched(() => {
      expect(watchingNow()).toBe(true);
      return [aroundPattern('a+', 'at #/pattern', () => 1), aroundPattern('b', 'at #/pattern', () => 2)];
    });
    expect(value).toEqual([1, 2]);
    expect(posted).toEqual([
      { patternNote: null },
      note('a+', true),
      { patternNote: null },
      note('b', true),
      { patternNote: null },
    ]);
    expect(watchingNow()).toBe(false);
  });

  it('says the test is over when it throws', () => {
    const posted: PatternNoteMessage[] = [];
    expect(() =>
      watchingPatterns(
        (message) => posted.push(message),
        () =>
          aroundPattern('a+', 'at #/pattern', () => {
            throw new Error('boom');
          }),
      ),
    ).toThrow('boom');
    expect(posted.at(-1)).toEqual({ patternNote: null });
  });

  it(`past ${EXACT_TESTS} tests, tells only changes of pattern, marked inexact; past ${APPROXIMATE_NOTES} of those, a last null`, () => {
    const { posted } = watched(() => {
      for (let index = 0; index < EXACT_TESTS; index += 1) aroundPattern('a', 'at #/pattern', () => true);
      aroundPattern('a', 'at #/pattern', () => true);
      aroundPattern('a', 'at #/pattern', () => true);
      aroundPattern('b', 'at #/pattern', () => true);
      aroundPattern('b', 'at #/other', () => true);
      for (let index = 0; index < APPROXIMATE_NOTES; index += 1)
        aroundPattern(index % 2 ? 'c' : 'd', 'at #/pattern', () => true);
    });
    const after = posted.slice(1 + 2 * EXACT_TESTS);
    expect(after.slice(0, 3)).toEqual([note('a', false), note('b', false), note('b', false, 'at #/other')]);
    expect(after).toHaveLength(APPROXIMATE_NOTES + 1);
    expect(after.at(-1)).toEqual({ patternNote: null });
  });

  it('a note is a message the task channel ignores: it has no id', () => {
    expect(isPatternNoteMessage(note('a', true))).toBe(true);
    expect(isPatternNoteMessage({ patternNote: null })).toBe(true);
    expect(isPatternNoteMessage({ id: 1, ok: true, value: null })).toBe(false);
    expect(isPatternNoteMessage(null)).toBe(false);
  });
});

describe('PatternNotes (the page keeps the latest note)', () => {
  it('reads the notes of the workers it listens to, ignoring other messages, with how long ago each came', () => {
    const notes = new PatternNotes();
    const worker = new EventTarget() as unknown as Worker;
    expect(notes.listen(worker)).toBe(worker);
    const send = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
    expect(notes.current()).toBeNull();
    send(note('a+', true));
    const at = performance.now();
    send({ id: 3, ok: true, value: 1 });
    expect(notes.current(at + 1500)).toMatchObject({ pattern: 'a+', where: 'at #/pattern', exact: true });
    expect(notes.current(at + 1500)!.forMs).toBeGreaterThanOrEqual(1500);
    send({ patternNote: null });
    expect(notes.current()).toBeNull();
  });
});

describe('stoppedMessage (names the pattern only as far as the notes say)', () => {
  const stopped = 'Validation took longer than 2 s and was stopped.';
  const running = (exact: boolean, forMs: number): RunningPattern => ({
    pattern: '^(a+)+$',
    where: 'at #/properties/name/pattern in the JSON Schema',
    exact,
    forMs,
  });
  it.each<[string, RunningPattern | null, string]>([
    ['no note', null, stopped],
    [
      'the pattern has been running for most of the limit',
      running(true, 1_990),
      'Validation took longer than 2 s and was stopped: the pattern "^(a+)+$" (at #/properties/name/pattern in the JSON Schema) had been running on one value for 1.9 s without finishing. ' +
        BACKTRACKING_ADVICE,
    ],
    ['the pattern began just now: the time went elsewhere', running(true, 300), stopped],
    [
      'the last pattern begun, which may be over',
      running(false, 1_990),
      `${stopped} The last pattern it began was "^(a+)+$" (at #/properties/name/pattern in the JSON Schema), which may be the one still running. ${BACKTRACKING_ADVICE}`,
    ],
  ])('%s', (_, pattern, expected) => {
    expect(stoppedMessage(stopped, 2_000, pattern)).toBe(expected);
  });
});

describe('namedProblem', () => {
  const stopped = 'Validation took longer than 2 s and was stopped.';
  const limitOf = (message: string) => (message === stopped ? 2_000 : null);
  const silent = new PatternNotes();

  it('leaves any other problem, or none, as it is', () => {
    const other = { message: 'Unexpected token' };
    expect(namedProblem(other, silent, limitOf)).toBe(other);
    expect(namedProblem(null, silent, limitOf)).toBeNull();
  });

  it('rewrites a stopped run as stoppedMessage does with what the notes say', () => {
    const notes = new PatternNotes();
    expect(namedProblem({ message: stopped }, notes, limitOf)).toEqual({
      message: stoppedMessage(stopped, 2_000, notes.current()),
    });
  });
});
