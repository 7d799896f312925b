import type { FastifyReply } from 'fastify';

/** JSON text of a `T` as the database wrote it (a statement's `json_build_object(…)::text`). */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/**
 * Sends JSON the database wrote without parsing it and writing it again: Fastify sends a string of a JSON
 * content type as it is, past the route's serializer. The statement builds the answer's shape; the
 * route's tests hold it to the response schema, which still documents the call.
 */
export function sendJsonText<T>(reply: FastifyReply, text: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
