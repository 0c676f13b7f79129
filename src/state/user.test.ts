import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_LIMIT, USER_STORAGE_KEY, sanitizeUserData, useUserStore } from './user';

const visit = (id: string) => ({ id, name: `Tool ${id}`, path: `/${id}` });

function stored() {
  return JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null');
}

beforeEach(() => {
  useUserStore.setState({ favorites: [], history: [] });
});

describe('favorites', () => {
  it('adding the same favorite twice keeps one', () => {
    const { addFavorite } = useUserStore.getState();
    addFavorite('json-formatter');
    addFavorite('json-formatter');
    expect(useUserStore.getState().favorites).toEqual(['json-formatter']);
  });

  it('removes and toggles', () => {
    const { addFavorite, removeFavorite, toggleFavorite } = useUserStore.getState();
    addFavorite('a');
    addFavorite('b');
    removeFavorite('a');
    expect(useUserStore.getState().favorites).toEqual(['b']);
    toggleFavorite('b');
    toggleFavorite('c');
    expect(useUserStore.getState().favorites).toEqual(['c']);
    expect(useUserStore.getState().isFavorite('c')).toBe(true);
  });

  it('persists favorites and history under one key, version 0', () => {
    useUserStore.getState().addFavorite('json-formatter');
    useUserStore.getState().recordVisit(visit('json-minifier'), 1000);
    expect(stored()).toEqual({
      state: {
        favorites: ['json-formatter'],
        history: [{ id: 'json-minifier', name: 'Tool json-minifier', path: '/json-minifier', timestamp: 1000 }],
      },
      version: 0,
    });
  });
});

describe('history', () => {
  it('puts the newest visit first', () => {
    const { recordVisit } = useUserStore.getState();
    recordVisit(visit('a'), 1);
    recordVisit(visit('b'), 2);
    expect(useUserStore.getState().history.map((entry) => entry.id)).toEqual(['b', 'a']);
  });

  it('moves a revisited tool to the front instead of duplicating it', () => {
    const { recordVisit } = useUserStore.getState();
    recordVisit(visit('a'), 1);
    recordVisit(visit('b'), 2);
    recordVisit(visit('a'), 3);
    expect(useUserStore.getState().history).toEqual([
      { ...visit('a'), timestamp: 3 },
      { ...visit('b'), timestamp: 2 },
    ]);
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest`, () => {
    const { recordVisit } = useUserStore.getState();
    for (let index = 0; index < HISTORY_LIMIT + 5; index += 1) recordVisit(visit(`tool-${index}`), index);
    const { history } = useUserStore.getState();
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.id).toBe(`tool-${HISTORY_LIMIT + 4}`);
    expect(history.at(-1)!.id).toBe('tool-5');
  });

  it('clears', () => {
    useUserStore.getState().recordVisit(visit('a'));
    useUserStore.getState().clearHistory();
    expect(useUserStore.getState().history).toEqual([]);
  });
});

describe('sanitizeUserData (values read back from storage)', () => {
  it.each([
    ['nothing', undefined, { favorites: [], history: [] }],
    ['a string', 'hello', { favorites: [], history: [] }],
    ['an array', [1, 2], { favorites: [], history: [] }],
    ['wrong field types', { favorites: 'json-formatter', history: {} }, { favorites: [], history: [] }],
    ['mixed favorites', { favorites: ['a', 3, null, 'a', 'b'] }, { favorites: ['a', 'b'], history: [] }],
    [
      'malformed history entries',
      {
        history: [
          { id: 'a', name: 'A', path: '/a', timestamp: 5 },
          { id: 'b' },
          null,
          { id: 'c', name: 'C', path: '/c', timestamp: 'x' },
          { id: 'a', name: 'A', path: '/a', timestamp: 1 },
        ],
      },
      { favorites: [], history: [{ id: 'a', name: 'A', path: '/a', timestamp: 5 }] },
    ],
  ])('keeps only well-formed values from %s', (_name, input, expected) => {
    expect(sanitizeUserData(input)).toEqual(expected);
  });

  it('never keeps more than the history limit', () => {
    const history = Array.from({ length: 50 }, (_, index) => ({
      id: `t${index}`,
      name: 'T',
      path: '/t',
      timestamp: index,
    }));
    expect(sanitizeUserData({ history }).history).toHaveLength(HISTORY_LIMIT);
  });
});

describe('rehydration from corrupt storage', () => {
  it.each([
    ['invalid JSON', '{not json'],
    ['a foreign shape', JSON.stringify({ state: { favorites: 'x', history: [{ nope: true }] }, version: 0 })],
    ['another version', JSON.stringify({ state: { favorites: ['a'] }, version: 7 })],
    ['a bare value', '42'],
  ])('starts cleanly from %s', async (_name, raw) => {
    window.localStorage.setItem(USER_STORAGE_KEY, raw);
    await useUserStore.persist.rehydrate();
    const { favorites, history } = useUserStore.getState();
    expect(Array.isArray(favorites)).toBe(true);
    expect(favorites.every((id) => typeof id === 'string')).toBe(true);
    expect(Array.isArray(history)).toBe(true);
  });
});

describe('storage that refuses writes', () => {
  it('never stops a favorite or a visit from being recorded', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { recordVisit, toggleFavorite } = useUserStore.getState();
    expect(() => recordVisit(visit('a'), 1)).not.toThrow();
    expect(() => toggleFavorite('a')).not.toThrow();
    expect(setItem).toHaveBeenCalled();
    expect(useUserStore.getState().history[0]?.id).toBe('a');
  });
});
