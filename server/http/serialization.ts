/**
 * Response serialization: fast-json-stringify, as Fastify's own serializer compiler uses it (the API
 * registers no shared schemas), compiled on a route's first answer (./compile-on-first-use.ts).
 */
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { compileOnFirstUse } from './compile-on-first-use';

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const serializer = compileOnFirstUse(() => fastJsonStringify(schema as object));
  return (data: unknown) => serializer()(data);
};
