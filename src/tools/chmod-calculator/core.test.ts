import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { convertMode, parseMode, shellWord, symbolicOf, umaskOf, type ChmodOptions } from './core';

const forms = (input: string, file = 'file') => convertMode(input, { output: 'summary', file }).forms;

describe('every form of a mode', () => {
  it.each([
    ['755', '755', '-rwxr-xr-x', 'u=rwx,g=rx,o=rx', 'umask 022'],
    ['644', '644', '-rw-r--r--', 'u=rw,g=r,o=r', 'umask 133'],
    ['600', '600', '-rw-------', 'u=rw,g=,o=', 'umask 177'],
    ['777', '777', '-rwxrwxrwx', 'u=rwx,g=rwx,o=rwx', 'umask 000'],
    ['000', '000', '----------', 'u=,g=,o=', 'umask 777'],
    ['4755', '4755', '-rwsr-xr-x', 'u=rwxs,g=rx,o=rx', 'umask 022'],
    ['2755', '2755', '-rwxr-sr-x', 'u=rwx,g=rxs,o=rx', 'umask 022'],
    ['1777', '1777', '-rwxrwxrwt', 'u=rwx,g=rwx,o=rwxt', 'umask 000'],
    ['1776', '1776', '-rwxrwxrwT', 'u=rwx,g=rwx,o=rwt', 'umask 001'],
    ['4644', '4644', '-rwSr--r--', 'u=rws,g=r,o=r', 'umask 133'],
    ['0o750', '750', '-rwxr-x---', 'u=rwx,g=rx,o=', 'umask 027'],
    ['0755', '755', '-rwxr-xr-x', 'u=rwx,g=rx,o=rx', 'umask 022'],
    ['7', '007', '-------rwx', 'u=,g=,o=rwx', 'umask 770'],
    ['-rwxr-xr-x', '755', '-rwxr-xr-x', 'u=rwx,g=rx,o=rx', 'umask 022'],
    ['rw-r--r--', '644', '-rw-r--r--', 'u=rw,g=r,o=r', 'umask 133'],
    ['drwxrwxrwt', '1777', 'drwxrwxrwt', 'u=rwx,g=rwx,o=rwxt', 'umask 000'],
    ['-rwsr-xr-x', '4755', '-rwsr-xr-x', 'u=rwxs,g=rx,o=rx', 'umask 022'],
    ['lrwxrwxrwx', '777', 'lrwxrwxrwx', 'u=rwx,g=rwx,o=rwx', 'umask 000'],
    ['u=rwx,g=rx,o=rx', '755', '-rwxr-xr-x', 'u=rwx,g=rx,o=rx', 'umask 022'],
    ['u=rw,go=r', '644', '-rw-r--r--', 'u=rw,g=r,o=r', 'umask 133'],
    ['a=rwx,o-w', '775', '-rwxrwxr-x', 'u=rwx,g=rwx,o=rx', 'umask 002'],
    ['a+x', '111', '---x--x--x', 'u=x,g=x,o=x', 'umask 666'],
    ['+rwx,+t', '1777', '-rwxrwxrwt', 'u=rwx,g=rwx,o=rwxt', 'umask 000'],
    ['u=rwxs,g=rx,o=rx', '4755', '-rwsr-xr-x', 'u=rwxs,g=rx,o=rx', 'umask 022'],
    ['u=rwX,go=rX', '755', '-rwxr-xr-x', 'u=rwx,g=rx,o=rx', 'umask 022'],
    ['ug=rw+x', '770', '-rwxrwx---', 'u=rwx,g=rwx,o=', 'umask 007'],
    ['chmod 4755 /usr/bin/passwd', '4755', '-rwsr-xr-x', 'u=rwxs,g=rx,o=rx', 'umask 022'],
    ['chmod -R u=rwx,go=rx dir', '755', '-rwxr-xr-x', 'u=rwx,g=rx,o=rx', 'umask 022'],
  ])('%s is %s, %s, %s, %s', (input, octal, symbolic, assignments, umask) => {
    expect(forms(input)).toMatchObject({ octal, symbolic, assignments, umask });
  });

  it('writes the chmod commands for a file, quoted for the shell', () => {
    expect(forms('755', 'deploy.sh')).toMatchObject({
      chmod: 'chmod 755 deploy.sh',
      symbolicChmod: 'chmod u=rwx,g=rx,o=rx deploy.sh',
    });
    expect(forms('644', "my file's.txt").chmod).toBe(`chmod 644 'my file'\\''s.txt'`);
    expect(forms('644', '').chmod).toBe('chmod 644 file');
  });

  it.each([
    ['plain.txt', 'plain.txt'],
    ['a b', "'a b'"],
    ['$HOME', "'$HOME'"],
    ['-rf', "-- '-rf'"],
  ])('shell word of %j is %s', (name, word) => {
    expect(shellWord(name)).toBe(word);
  });

  it.each<[ChmodOptions['output'], string]>([
    ['octal', '4755'],
    ['symbolic', '-rwsr-xr-x'],
    ['assignments', 'u=rwxs,g=rx,o=rx'],
    ['chmod', 'chmod 4755 file'],
    ['umask', 'umask 022'],
  ])('gives the %s form alone', (output, text) => {
    expect(convertMode('4755', { output, file: 'file' }).output).toBe(text);
  });

  it('lists every form in the summary', () => {
    expect(convertMode('755', { output: 'summary', file: 'x' }).output).toBe(
      [
        'Octal: 755',
        'Symbolic: -rwxr-xr-x',
        'Assignments: u=rwx,g=rx,o=rx',
        'Command: chmod 755 x',
        'Symbolic command: chmod u=rwx,g=rx,o=rx x',
        'umask for new directories: umask 022',
      ].join('\n'),
    );
  });

  it('round-trips every mode through symbolic form', () => {
    for (let bits = 0; bits <= 0o7777; bits += 1) {
      const mode = { bits, type: '-' };
      expect(parseMode(symbolicOf(mode)).bits).toBe(bits);
    }
    expect(umaskOf(0o4755)).toBe('022');
  });
});

describe('errors say what is wrong and where', () => {
  it.each([
    ['758', '"8" at position 3 is not an octal digit (0–7)', 1, 3],
    ['47555', 'has 5 digits: an octal mode has at most 4', 1, 1],
    ['-rwxr-xr-q', '"q" at position 10 should be x, t, T or - (others execute)', 1, 10],
    ['-rwxrzxr-x', '"z" at position 6 should be w or - (group write)', 1, 6],
    ['xrwxr-xr-x', '"x" at position 1 is not a file type', 1, 1],
    ['rwxr-x', 'has 6 letters: an ls mode has 9', 1, 1],
    ['u=rwz', '"z" at position 5 is not a permission: use r, w, x, X, s or t', 1, 5],
    ['u=rwx,k=r', '"k" at position 7 is not u, g, o or a', 1, 7],
    ['u=rwx,,o=r', 'An empty clause', 1, 7],
    ['  hello', '"h" at position 1 cannot start a mode', 1, 3],
    ['755\n644', 'One mode at a time', 2, 1],
    ['chmod', 'cannot start a mode', 1, 1],
  ])('%j', (input, message, line, column) => {
    let error: unknown;
    try {
      parseMode(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolError);
    expect((error as ToolError).message).toContain(message);
    expect((error as ToolError).location).toMatchObject({ line, column });
  });

  it.each(['', '   ', '\n\t '])('refuses blank input %j', (input) => {
    expect(() => parseMode(input)).toThrow('Please enter a mode');
  });
});
