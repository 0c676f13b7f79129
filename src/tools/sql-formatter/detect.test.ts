import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('sql-formatter detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a one-line SELECT', 'SELECT id, name FROM users WHERE id = 1'],
    ['SELECT * in lower case', 'select * from orders'],
    ['a SELECT after a comment', '-- the report\n/* monthly */\nSELECT a FROM t;'],
    ['INSERT INTO with columns', "INSERT INTO users (id, name) VALUES (1, 'Ann');"],
    ['INSERT INTO … VALUES', "insert into `users` values (1, 'Ann')"],
    ['CREATE TABLE', 'CREATE TABLE IF NOT EXISTS orders (\n  id INT PRIMARY KEY\n);'],
    ['CREATE VIEW AS', 'create or replace view v as select 1'],
    ['UPDATE … SET', "UPDATE users SET name = 'Bob' WHERE id = 2"],
    ['T-SQL UPDATE', "UPDATE [dbo].[Users] SET [Name] = N'x'"],
    ['DELETE FROM', 'DELETE FROM sessions WHERE expires < now()'],
    ['ALTER TABLE', 'ALTER TABLE users ADD COLUMN age int;'],
    ['a CTE', 'WITH recent AS (SELECT * FROM orders) SELECT count(*) FROM recent'],
  ])('claims %s as data', (_name, text) => {
    expect(score(text)).toBeGreaterThan(0.5);
  });

  it.each([
    ['prose starting with Select', 'Select all from the menu that you like.'],
    ['prose starting with Update', 'Update your profile and set a new password.'],
    ['an instruction to insert', 'Insert into the slot the card you were given.'],
    ['a JSON document', '{\n  "select": "from"\n}'],
    ['code', 'const rows = db.select("*").from("users");'],
    ['a short text', 'SELECT'],
    ['markup', '<select name="a"><option>from</option></select>'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for its Load Sample text', () => {
    const [first] = rankTools(SAMPLE_INPUT);
    expect(first).toMatchObject({ tool: { id: 'sql-formatter' }, state: { input: SAMPLE_INPUT } });
  });
});
