/**
 * Route schemas are compiled on first use (server/http/compile-on-first-use.ts): nothing at start,
 * once at the first call, and the validator and serializer then behave as Ajv's and
 * fast-json-stringify's own.
 */
import { Type } from '@sinclair/typebox';
import { describe, expect, it, vi } from 'vitest';
import { compileOnFirstUse } from '../../../server/http/compile-on-first-use';
import { serializerCompiler } from '../../../server/http/serialization';
import { fieldOf, validatorCompiler } from '../../../server/http/validation';

const route = { method: 'POST', url: '/x' } as const;

describe('route schema compilers', () => {
  it('compile nothing until first asked, then once', () => {
    const compile = vi.fn(() => (n: number) => n + 1);
    const get = compileOnFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(get()(1)).toBe(2);
    expect(get()(2)).toBe(3);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('a body validator answers like Ajv and leaves the failure on itself for Fastify', () => {
    const schema = Type.Object({ name: Type.String({ minLength: 1 }), port: Type.Integer() }, { additionalProperties: false });
    const validate = validatorCompiler({ schema, httpPart: 'body', ...route }) as unknown as ((data: unknown) => boolean) & {
      errors: Parameters<typeof fieldOf>[0][] | null;
    };
    expect(validate({ name: 'a', port: '80' })).toBe(false);
    expect(fieldOf(validate.errors![0])).toBe('port');
    expect(validate({ name: 'a', port: 80 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(validate({ name: 'a', port: 80, extra: 1 })).toBe(false);
    expect(fieldOf(validate.errors![0])).toBe('extra');
  });

  it('a querystring validator coerces text', () => {
    const validate = validatorCompiler({ schema: Type.Object({ page: Type.Integer() }), httpPart: 'querystring', ...route }) as unknown as (
      data: unknown,
    ) => boolean;
    const query = { page: '3' };
    expect(validate(query)).toBe(true);
    expect(query.page).toBe(3);
  });

  it('a serializer writes what its schema names, and only that', () => {
    const serialize = serializerCompiler({
      schema: Type.Object({ code: Type.Integer(), msg: Type.String() }),
      httpStatus: '200',
      ...route,
    });
    expect(serialize({ code: 0, msg: 'success', secret: 'x' })).toBe('{"code":0,"msg":"success"}');
  });
});
