/**
 * zxcvbn-ts with its common and English dictionaries, keyboard graphs and English feedback. Megabytes of
 * word lists: only the worker (and, where a worker cannot start, a lazily loaded chunk) imports this module.
 */
import { ZxcvbnFactory, type MatchExtended, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { checkBatch, type BatchOptions, type Check } from '../../lib/validation';
import {
  checkPolicy,
  passwordVerdict,
  userWords,
  type PasswordAnalysis,
  type PasswordPolicy,
  type Score,
  type Segment,
} from './core';

let factory: ZxcvbnFactory | null = null;
/** Built once: ranking the dictionaries takes a while, and every check after that is quick. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

/** zxcvbn as its reference tests run it: the common and English dictionaries, no user inputs. */
export function zxcvbnCheck(password: string, userInputs: string[] = []): ZxcvbnResult {
  return zxcvbn().check(password, userInputs);
}

const DICTIONARY_NAMES: Record<string, string> = {
  'passwords-common': 'common passwords',
  'commonWords-en': 'common English words',
  'firstnames-en': 'first names',
  'lastnames-en': 'last names',
  'wikipedia-en': 'words from Wikipedia',
  'diceware-common': 'the diceware word list',
  userInputs: 'the user name or e-mail',
};

const dictionaryName = (name: string) =>
  DICTIONARY_NAMES[name] ??
  name
    .replace(/-en$/, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();

/** A match named as a person would name it, with what it matched. */
function describeMatch(match: MatchExtended): Pick<Segment, 'pattern' | 'detail'> {
  switch (match.pattern) {
    case 'dictionary': {
      const where = `rank ${match.rank} in ${dictionaryName(String(match.dictionaryName))}`;
      if (match.l33t)
        return {
          pattern: 'L33t word',
          detail: `“${match.matchedWord}” with ${match.subDisplay ?? 'substitutions'}, ${where}`,
        };
      if (match.reversed) return { pattern: 'Reversed word', detail: `“${match.matchedWord}” backwards, ${where}` };
      return { pattern: 'Dictionary word', detail: `“${match.matchedWord}”, ${where}` };
    }
    case 'spatial': {
      const shifted = match.shiftedCount ? `, ${match.shiftedCount} shifted` : '';
      return {
        pattern: 'Keyboard walk',
        detail: `on the ${match.graph} layout, ${match.turns} turn${match.turns === 1 ? '' : 's'}${shifted}`,
      };
    }
    case 'repeat':
      return {
        pattern: 'Repeat',
        detail: `“${Array.isArray(match.baseToken) ? match.baseToken.join('') : match.baseToken}” ${match.repeatCount} times`,
      };
    case 'sequence':
      return { pattern: 'Sequence', detail: `${match.sequenceName}, ${match.ascending ? 'ascending' : 'descending'}` };
    case 'date':
      return {
        pattern: 'Date',
        detail: `${match.year}-${String(match.month).padStart(2, '0')}-${String(match.day).padStart(2, '0')}`,
      };
    case 'regex':
      return { pattern: match.regexName === 'recentYear' ? 'Recent year' : 'Pattern', detail: String(match.regexName) };
    case 'separator':
      return { pattern: 'Separator', detail: 'a common separator between words' };
    case 'wordSequence':
      return {
        pattern: 'Word sequence',
        detail: `words in order from ${dictionaryName(String(match.dictionaryName))}`,
      };
    case 'bruteforce':
      return { pattern: 'Brute force', detail: 'no pattern: each character must be guessed' };
    default:
      return { pattern: String(match.pattern), detail: '' };
  }
}

/** Everything the screen shows of one password: score, guesses, crack times, feedback, patterns and policy. */
export function analysePassword(password: string, policy: PasswordPolicy): PasswordAnalysis {
  const result = zxcvbnCheck(password, userWords(policy.userInputs));
  const score = result.score as Score;
  const crackTimes = Object.fromEntries(
    Object.entries(result.crackTimes).map(([id, time]) => [id, { display: time.display, seconds: time.seconds }]),
  ) as PasswordAnalysis['crackTimes'];
  const policyResults = checkPolicy(password, policy);
  const segments = result.sequence.map((match) => ({
    start: match.i,
    end: match.j + 1,
    guessesLog10: typeof match.guessesLog10 === 'number' ? match.guessesLog10 : 0,
    ...describeMatch(match),
  }));
  return {
    check: passwordVerdict(password, score, crackTimes.offlineSlowHashingXPerSecond.display, policy, policyResults),
    score,
    guessesLog10: result.guessesLog10,
    crackTimes,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
    segments,
    policy: policyResults,
  };
}

/** The verdict alone, for the batch. */
export function checkPassword(password: string, policy: PasswordPolicy): Check {
  const result = zxcvbnCheck(password, userWords(policy.userInputs));
  const score = result.score as Score;
  return passwordVerdict(
    password,
    score,
    result.crackTimes.offlineSlowHashingXPerSecond.display,
    policy,
    checkPolicy(password, policy),
  );
}

/** A list of passwords, one a line (spaces kept: they are part of a password), each checked on the policy. */
export function checkPasswordBatch(text: string, options: BatchOptions, policy: PasswordPolicy) {
  return checkBatch(text, options, (password) => checkPassword(password, policy));
}
