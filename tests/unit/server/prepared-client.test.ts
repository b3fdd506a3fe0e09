import { describe, expect, it } from 'vitest';
import { createPool } from '../../../server/db/pool';
import { StatementNames, statementNameIn, withStatementName } from '../../../server/db/prepared-client';

describe('StatementNames', () => {
  it('gives each text one name, the same every time it is asked', () => {
    const names = new StatementNames();
    expect(names.nameOf('select $1')).toBe('s0');
    expect(names.nameOf('select $1, $2')).toBe('s1');
    expect(names.nameOf('select $1')).toBe('s0');
  });

  it('names no more texts than its limit, and keeps naming those it named', () => {
    const names = new StatementNames(2);
    names.nameOf('a $1');
    names.nameOf('b $1');
    expect(names.nameOf('c $1')).toBeUndefined();
    expect(names.nameOf('a $1')).toBe('s0');
  });
});

describe('withStatementName', () => {
  const names = () => new StatementNames();

  it('names a query with parameters, given in the config or beside it', () => {
    const n = names();
    expect(withStatementName({ text: 'select $1', values: [1] }, undefined, n)).toEqual({ text: 'select $1', values: [1], name: 's0' });
    expect(withStatementName({ text: 'select $1' }, [1], n)).toEqual({ text: 'select $1', name: 's0' });
  });

  it('leaves alone a query without parameters (it may hold several statements), a named one and a submittable one', () => {
    const n = names();
    const plain = { text: 'set a = 1; set b = 2;' };
    const empty = { text: 'select 1', values: [] };
    const named = { text: 'select $1', values: [1], name: 'mine' };
    const submittable = { text: 'select $1', values: [1], submit: () => undefined };
    expect(withStatementName(plain, undefined, n)).toBe(plain);
    expect(withStatementName(empty, undefined, n)).toBe(empty);
    expect(withStatementName(named, undefined, n)).toBe(named);
    expect(withStatementName(submittable, undefined, n)).toBe(submittable);
    expect(n.nameOf('next $1')).toBe('s0');
  });

  it('runs a query unnamed once the limit is reached', () => {
    const n = new StatementNames(1);
    withStatementName({ text: 'a $1', values: [1] }, undefined, n);
    const over = { text: 'b $1', values: [1] };
    expect(withStatementName(over, undefined, n)).toBe(over);
  });
});

describe('statementNameIn', () => {
  it("gives a text the name the pool's connections give it, none without parameters or outside a preparing pool", async () => {
    const pool = createPool({ max: 1 });
    try {
      expect(statementNameIn(pool, 'select $1', [1])).toBe('s0');
      expect(statementNameIn(pool, 'select $1, $2', [1, 2])).toBe('s1');
      expect(statementNameIn(pool, 'select $1', [2])).toBe('s0');
      expect(statementNameIn(pool, 'select 1', [])).toBeUndefined();
      const other = createPool({ max: 1 });
      expect(statementNameIn(other, 'select $1, $2', [1, 2]), 'each pool names its own').toBe('s0');
      await other.end();
    } finally {
      await pool.end();
    }
  });
});
