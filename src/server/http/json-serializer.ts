import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod.ts';

const isNull = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  Object.keys(schema).length === 1 &&
  'type' in schema &&
  schema.type === 'null';

/**
 * The schema as fast-json-stringify writes it fastest and as loosely as zod strips:
 * - without `additionalProperties: false`: fast-json-stringify writes only the named properties anyway, but it picks
 *   the branch of a union by validating the value, and a row with more properties than the answer names would then
 *   match no branch;
 * - a value or null (zod's `.nullable()`, `anyOf: [schema, { type: 'null' }]`) as the schema with `nullable: true`:
 *   written after one `=== null` test, where a union validates the value against each branch first (ajv, per value;
 *   the listing's answer spent a tenth of its serializing there). Not where the other branch is itself a union or a
 *   reference, which the keyword does not reach.
 */
function forFastJson(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forFastJson);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { anyOf } = schema as { anyOf?: unknown[] };
  if (anyOf?.length === 2 && anyOf.some(isNull)) {
    const value = anyOf.find((branch) => !isNull(branch)) as Record<string, unknown>;
    if (!('anyOf' in value || 'oneOf' in value || 'allOf' in value || '$ref' in value)) {
      const rest = Object.fromEntries(Object.entries(schema).filter(([key]) => key !== 'anyOf'));
      return forFastJson({ ...rest, ...value, nullable: true });
    }
  }
  const entries = Object.entries(schema).filter(([key, value]) => !(key === 'additionalProperties' && value === false));
  return Object.fromEntries(entries.map(([key, value]) => [key, forFastJson(value)]));
}

/** A response's JSON Schema as it leaves the server; undefined when JSON Schema cannot say it (a transform, a date). */
function outputJsonSchema(schema: unknown): object | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return forFastJson(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' })) as object;
  } catch {
    return undefined;
  }
}

/**
 * Answers written from their JSON Schema by fast-json-stringify, Fastify's own serializer, compiled once
 * per route (issue 9): zod checking every answer again before JSON.stringify took a tenth of the inbox
 * list's CPU. Both write only the properties the schema names, so nothing undeclared leaks; the answers'
 * shapes are the handlers' types, which TypeScript checks against the same schemas. A schema JSON Schema
 * cannot say keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const json = outputJsonSchema(route.schema);
  return json ? fastJson(json) : zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
