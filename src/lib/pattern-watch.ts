/**
 * Which of the user's regular expressions a worker is running, told to the page as the worker goes, so that
 * a run stopped by its time limit can name the pattern that held it.
 *
 * The page cannot ask a worker that is stuck inside the regular expression engine, so the worker says it
 * first: a note before each test of a user's pattern, and a note of null after it. A message costs the
 * worker tens of microseconds (measured in Chromium 156, under load: 200,000 of them took 7 s), so exact notes
 * are kept for the first EXACT_TESTS tests of a run. After that a note is sent only when the pattern
 * changes, marked inexact (the worker may have left that pattern since: there is no note after the test),
 * and after APPROXIMATE_NOTES of those a last note of null says nothing more is known.
 *
 * A note is a message without an `id`: the task channel (lib/task-worker) ignores it, and the page reads it
 * with a listener of its own (PatternNotes).
 *
 * Shared by the JSON Schema Validator (a schema's pattern and patternProperties) and the JSONPath tester
 * (match() and search()).
 */

import type { Problem } from './tool-error';

/** A pattern a worker began to test. */
export interface PatternNote {
  /** The pattern as the user wrote it. */
  pattern: string;
  /** Where it is, for the message: "at #/properties/name/pattern", "of search()". */
  where: string;
  /**
   * True: the worker is testing it now (a note of null follows when the test ends). False: it is the last
   * pattern the worker began, and it may have finished with it since.
   */
  exact: boolean;
}

export interface PatternNoteMessage {
  patternNote: PatternNote | null;
}

/** Tests told before and after, per run. */
export const EXACT_TESTS = 500;
/** Changes of pattern told after those, per run. */
export const APPROXIMATE_NOTES = 500;

export type PostNote = (message: PatternNoteMessage) => void;

class Watch {
  private exactTests = 0;
  private approximateNotes = 0;
  private lastPattern: string | null = null;
  private lastWhere: string | null = null;

  constructor(private readonly post: PostNote) {
    // Whatever an earlier run of this worker said no longer holds.
    post({ patternNote: null });
  }

  around<T>(pattern: string, where: string, test: () => T): T {
    if (this.exactTests < EXACT_TESTS) {
      this.exactTests += 1;
      this.post({ patternNote: { pattern, where, exact: true } });
      try {
        return test();
      } finally {
        this.post({ patternNote: null });
      }
    }
    if (pattern !== this.lastPattern || where !== this.lastWhere) {
      this.lastPattern = pattern;
      this.lastWhere = where;
      if (this.approximateNotes < APPROXIMATE_NOTES) this.post({ patternNote: { pattern, where, exact: false } });
      else if (this.approximateNotes === APPROXIMATE_NOTES) this.post({ patternNote: null });
      this.approximateNotes += 1;
    }
    return test();
  }
}

/** The watch of the task this worker is running, if a worker is watching. */
let running: Watch | null = null;

/** In a worker: runs a task with every test of a user's pattern told to the page through `post`. */
export function watchingPatterns<T>(post: PostNote, task: () => T): T {
  const outer = running;
  running = new Watch(post);
  try {
    return task();
  } finally {
    running = outer;
  }
}

/** Whether tests are told to a page now (a task in a worker): otherwise there is nothing to watch. */
export function watchingNow(): boolean {
  return running !== null;
}

/** Runs `test`, a test of the user's `pattern`, told to the page when a worker is watching. */
export function aroundPattern<T>(pattern: string, where: string, test: () => T): T {
  return running ? running.around(pattern, where, test) : test();
}

export function isPatternNoteMessage(data: unknown): data is PatternNoteMessage {
  return typeof data === 'object' && data !== null && 'patternNote' in data && !('id' in data);
}

/** What the page knows of the pattern a worker was running when its run was stopped. */
export interface RunningPattern extends PatternNote {
  /** How long ago the note came (for an exact note: how long the test has been running), in ms. */
  forMs: number;
}

/** The page's side: the latest note of the worker it listens to. */
export class PatternNotes {
  private note: { note: PatternNote; at: number } | null = null;

  /** Listens to the notes of a worker the tool starts; returns the worker. */
  listen = (worker: Worker): Worker => {
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (!isPatternNoteMessage(event.data)) return;
      const note = event.data.patternNote;
      this.note = note && { note, at: performance.now() };
    });
    return worker;
  };

  /** The pattern the worker is testing, or last began, as far as its notes say. */
  current(now = performance.now()): RunningPattern | null {
    return this.note && { ...this.note.note, forMs: now - this.note.at };
  }
}

/** One decimal, rounded down: "1.9" for 1,990 ms, so that "ran for 1.9 s" is never more than the truth. */
export function secondsDown(ms: number): string {
  return String(Math.floor(ms / 100) / 10);
}

/** "2" for 2,000 ms, "2.5" for 2,500 ms. */
export function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}

export const BACKTRACKING_ADVICE =
  'This is almost always catastrophic backtracking: a quantifier inside a quantifier, as in (a+)+, or alternatives that can match the same text, as in (a|aa)*, make the engine try exponentially many ways to split a text that almost matches before it gives up. Make the inner part unambiguous, or drop one of the quantifiers ((a+)+ is just a+).';

/**
 * The message of a run stopped at its time limit. `stopped` is the run's own sentence, such as
 * "Validation took longer than 2 s and was stopped.". It names the pattern only as far as the notes
 * say: the one still running (when it had been running for at least half the limit, it is the cause), or
 * the last one the run began.
 */
export function stoppedMessage(stopped: string, limitMs: number, running: RunningPattern | null): string {
  if (!running) return stopped;
  const named = `${JSON.stringify(running.pattern)} (${running.where})`;
  if (running.exact && running.forMs >= limitMs / 2)
    return `${stopped.replace(/\.$/, '')}: the pattern ${named} had been running on one value for ${secondsDown(running.forMs)} s without finishing. ${BACKTRACKING_ADVICE}`;
  if (running.exact) return stopped;
  return `${stopped} The last pattern it began was ${named}, which may be the one still running. ${BACKTRACKING_ADVICE}`;
}

/**
 * A run's problem, with the pattern that held it named where the run was stopped at its time limit
 * (`limitOf` reads the limit from the tool's own stop sentence, and says null for any other problem).
 */
export function namedProblem(
  problem: Problem | null,
  notes: PatternNotes,
  limitOf: (message: string) => number | null,
): Problem | null {
  const limitMs = problem && limitOf(problem.message);
  if (!problem || limitMs === null) return problem;
  return { ...problem, message: stoppedMessage(problem.message, limitMs, notes.current()) };
}
