import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { defaultPermissionOf, type Permission } from '../../domain/roles.ts';

/**
 * How a supplier-scoped operation names its supplier and what it needs of the role table.
 * @internal
 */
export interface SupplierAccessNote {
  in: 'path' | 'query' | 'body';
  name: string;
  permission: Permission;
}
const inOpenapi = { params: 'path', query: 'query', body: 'body' } as const;

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

/** Fastify's `/a/:id/*` as OpenAPI writes it: `/a/{id}/{*}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/**
 * The OpenAPI document's transforms: zod schemas to JSON Schema, and on every supplier-scoped call
 * `x-supplier-access` (where it names its supplier, and the role table's permission it needs: the
 * route's declared one, else its method's), so the generated access tests read it from the document.
 */
export function openapiTransforms(): { transform: Transform; transformObject: TransformObject } {
  const notes = new Map<string, SupplierAccessNote>();
  const transform: Transform = (input) => {
    const { route, url } = input;
    const source = route.config?.supplierId;
    if (source) {
      const [part, name] = source.split('.') as [keyof typeof inOpenapi, string];
      for (const method of [route.method].flat()) {
        notes.set(`${method.toLowerCase()} ${openapiPath(url)}`, {
          in: inOpenapi[part],
          name,
          permission: route.config?.permission ?? defaultPermissionOf(method),
        });
      }
    }
    return jsonSchemaTransform(input);
  };
  const transformObject: TransformObject = (documentObject) => {
    if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
    const document = documentObject.openapiObject;
    for (const [path, operations] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(operations ?? {})) {
        const note = notes.get(`${method} ${path}`);
        if (note && typeof operation === 'object') Object.assign(operation, { 'x-supplier-access': note });
      }
    }
    return document;
  };
  return { transform, transformObject };
}
