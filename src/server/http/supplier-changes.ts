import type { FastifyInstance, FastifyRequest } from 'fastify';

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const writes = new WeakMap<FastifyRequest, Set<string>>();

/**
 * Notes that the request may change the supplier: every supplier-scoped write passes the access check,
 * which calls this. Once the request has succeeded, the change is told to every node (the change feed),
 * so what they keep of the supplier (its public page) is dropped before the writer hears of success.
 */
export function noteSupplierWrite(request: FastifyRequest, supplierId: string): void {
  if (readOnlyMethods.has(request.method)) return;
  // a platform admin's decision on queued photos changes several suppliers at once
  const noted = writes.get(request) ?? new Set<string>();
  noted.add(supplierId);
  writes.set(request, noted);
}

export function registerSupplierChanges(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const supplierIds = writes.get(request);
    if (supplierIds === undefined || reply.statusCode >= 400) return payload;
    for (const supplierId of supplierIds) {
      try {
        await app.deps.database.changes.publish('supplier', supplierId);
      } catch (error) {
        // this node has dropped its copies already; other nodes' expire within a minute (page-cache.ts)
        request.log.error({ err: error, supplierId }, 'a supplier change could not be told to the other nodes');
      }
    }
    return payload;
  });
}
