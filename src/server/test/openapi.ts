import type { App } from '../app.ts';
import type { SupplierAccessNote } from '../http/openapi-transforms.ts';

/** A JSON schema as @fastify/swagger publishes it (the parts the generated tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. /api/supplier/{supplierId}/listing. */
  path: string;
  jsonBody: JsonSchema | null;
  bodyKinds: string[];
  parameters: { name: string; in: 'path' | 'query'; schema?: JsonSchema }[];
  /** A supplier-scoped call's `x-supplier-access`: where it names its supplier and the permission it needs. */
  supplierAccess: SupplierAccessNote | null;
}

/**
 * Every operation of the app's published OpenAPI document: what the generated tests cover, so a new call is covered
 * without editing them.
 */
export async function operationsOf(app: App): Promise<Operation[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Record<string, unknown>>>;
  }>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content =
        (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        jsonBody: content['application/json']?.schema ?? null,
        bodyKinds: Object.keys(content),
        parameters: (op.parameters as Operation['parameters'] | undefined) ?? [],
        supplierAccess: (op['x-supplier-access'] as SupplierAccessNote | undefined) ?? null,
      });
    }
  }
  return operations;
}

/** The operation's URL with every path parameter filled with `value` (URL-encoded). */
export function urlOf(operation: Operation, value = 'x'): string {
  return operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(value)).replace('/*', `/${encodeURIComponent(value)}`);
}

const isString = (schema: JsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/**
 * The dotted paths of every string a body of `schema` can hold (`name`, `address.street`, `tags.0`), each
 * with the smallest body that puts `value` there.
 */
export function stringFieldsOf(
  schema: JsonSchema,
  value: string,
  prefix: string[] = [],
): { path: string; body: unknown }[] {
  const wrap = (inner: unknown): unknown =>
    prefix.reduceRight<unknown>((acc, key) => (/^\d+$/.test(key) ? [acc] : { [key]: acc }), inner);
  const found: { path: string; body: unknown }[] = [];
  if (isString(schema)) found.push({ path: prefix.join('.') || '_', body: wrap(value) });
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...stringFieldsOf(property, value, [...prefix, key]));
  if (schema.items) found.push(...stringFieldsOf(schema.items, value, [...prefix, '0']));
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    found.push(...stringFieldsOf(variant, value, prefix));
  const seen = new Set<string>();
  return found.filter((field) => !seen.has(field.path) && seen.add(field.path));
}

/** What a schema may be: itself and each of its variants (a nullable answer is `anyOf` with null). */
function variantsOf(schema: JsonSchema): JsonSchema[] {
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [schema, ...variants.flatMap(variantsOf)];
}

/**
 * The field names the OpenAPI document publishes for a call's 200 answer at `at` (dotted; `[]` steps into a list's
 * items): what a client reading the document learns the answer carries.
 */
export async function answerFieldsOf(app: App, method: string, path: string, at = ''): Promise<string[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<
      string,
      Record<string, { responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
    >;
  }>();
  let schemas = [doc.paths[path]?.[method.toLowerCase()]?.responses?.['200']?.content?.['application/json']?.schema];
  for (const step of at.split('.').filter((s) => s !== '')) {
    schemas = schemas.flatMap((schema) => {
      if (!schema) return [];
      return variantsOf(schema).map((variant) => (step === '[]' ? variant.items : variant.properties?.[step]));
    });
  }
  return [
    ...new Set(
      schemas.flatMap((schema) => (schema ? variantsOf(schema).flatMap((v) => Object.keys(v.properties ?? {})) : [])),
    ),
  ].sort();
}
