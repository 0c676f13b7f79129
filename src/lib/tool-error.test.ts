import { describe, expect, it } from 'vitest';
import { errorMessage, locate, problemOf, ToolError } from './tool-error';

describe('problemOf', () => {
  it.each([
    {
      name: 'a ToolError with a location',
      error: new ToolError('Unexpected "]"', { line: 3, column: 8, offset: 20 }),
      problem: { message: 'Unexpected "]"', at: { line: 3, column: 8, offset: 20 } },
    },
    {
      name: 'a ToolError without one',
      error: new ToolError('Please enter JSON data'),
      problem: { message: 'Please enter JSON data' },
    },
    {
      name: 'a ToolError restored from a worker (plain object named ToolError)',
      error: Object.assign(new Error('Bad'), { name: 'ToolError', location: { line: 1, column: 2, offset: 1 } }),
      problem: { message: 'Bad', at: { line: 1, column: 2, offset: 1 } },
    },
    {
      name: 'any other error: its message, no location',
      error: new RangeError('Too deep'),
      problem: { message: 'Too deep' },
    },
    { name: 'nothing useful: the fallback', error: undefined, problem: { message: 'Invalid JSON' } },
  ])('$name', ({ error, problem }) => {
    expect(problemOf(error, 'Invalid JSON')).toEqual(problem);
  });
});

describe('errorMessage', () => {
  it.each([
    { error: new Error('x'), message: 'x' },
    { error: 'a string', message: 'a string' },
    { error: new Error(''), message: 'fallback' },
    { error: 42, message: 'fallback' },
  ])('$message', ({ error, message }) => {
    expect(errorMessage(error, 'fallback')).toBe(message);
  });
});

describe('locate', () => {
  it.each([
    { text: 'abc', offset: 0, at: { line: 1, column: 1, offset: 0 } },
    { text: 'ab\ncd', offset: 4, at: { line: 2, column: 2, offset: 4 } },
    { text: '😀x', offset: 2, at: { line: 1, column: 2, offset: 2 } },
    { text: 'ab', offset: 99, at: { line: 1, column: 3, offset: 2 } },
  ])('$text at $offset', ({ text, offset, at }) => {
    expect(locate(text, offset)).toEqual(at);
  });
});
