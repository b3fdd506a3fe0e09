import { Type, type TSchema } from '@sinclair/typebox';

/** The success body of every call: `{code: 0, data, msg}`. */
export function ok<T>(data: T) {
  return { code: 0 as const, data, msg: 'success' };
}

/** Response schema of a success envelope around `data` (it also keeps undeclared fields from leaking). */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ code: Type.Literal(0), data, msg: Type.String() });
}

/** Paged list data: `{list, total, page, size}`. */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
  });
}
