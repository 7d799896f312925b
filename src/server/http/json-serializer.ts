import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod.ts';

/**
 * Without `additionalProperties: false`: fast-json-stringify writes only the named properties anyway,
 * but it picks the branch of a union (a nullable object) by validating the value, and a row with more
 * properties than the answer names would then match no branch. Zod strips such properties too.
 */
function allowingMoreProperties(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(allowingMoreProperties);
  if (typeof schema !== 'object' || schema === null) return schema;
  const entries = Object.entries(schema).filter(([key, value]) => !(key === 'additionalProperties' && value === false));
  return Object.fromEntries(entries.map(([key, value]) => [key, allowingMoreProperties(value)]));
}

/** A response's JSON Schema as it leaves the server; undefined when JSON Schema cannot say it (a transform, a date). */
function outputJsonSchema(schema: unknown): object | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return allowingMoreProperties(
      z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }),
    ) as object;
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
