import { describe, expect, it } from 'vitest';
import { z } from '../../domain/zod.ts';
import { responseSerializerCompiler } from './json-serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('answers written from their JSON Schema', () => {
  it('writes only the properties the schema names, nested ones too: nothing undeclared leaks', () => {
    const serialize = compile(
      z.object({ id: z.string(), owner: z.object({ name: z.string() }).nullable(), tags: z.array(z.string()) }),
    );
    const row = { id: 'e1', passwordHash: 'secret', owner: { name: 'Ann', email: 'ann@example.com' }, tags: ['a'] };
    expect(JSON.parse(serialize(row))).toEqual({ id: 'e1', owner: { name: 'Ann' }, tags: ['a'] });
    expect(JSON.parse(serialize({ ...row, owner: null }))).toEqual({ id: 'e1', owner: null, tags: ['a'] });
    const either = compile(
      z.union([
        z.object({ kind: z.literal('user'), name: z.string() }),
        z.object({ kind: z.literal('team'), size: z.number() }),
      ]),
    );
    expect(JSON.parse(either({ kind: 'team', size: 4, internal: true }))).toEqual({ kind: 'team', size: 4 });
  });

  it('writes what zod would: optional properties left out, records and unions kept', () => {
    const schema = z.object({
      note: z.string().optional(),
      counts: z.record(z.string(), z.number()),
      value: z.union([z.string(), z.number()]),
    });
    const answer = { counts: { unread: 3, total: 10 }, value: 7 };
    expect(JSON.parse(compile(schema)(answer))).toEqual(JSON.parse(JSON.stringify(z.encode(schema, answer))));
  });

  it('writes a value or null (nullable objects, strings, numbers, lists, a union or null) as zod would', () => {
    const schema = z.object({
      owner: z.object({ name: z.string(), since: z.number().nullable() }).nullable(),
      note: z.string().nullable(),
      score: z.number().int().nullable(),
      tags: z.array(z.string()).nullable(),
      state: z.enum(['open', 'closed']).nullable(),
      either: z.union([z.string(), z.number()]).nullable(),
    });
    const serialize = compile(schema);
    const full = {
      owner: { name: 'Ann', since: 2021, email: 'ann@example.com' },
      note: 'hi',
      score: 0,
      tags: ['a'],
      state: 'open' as const,
      either: 3,
    };
    const empty = {
      owner: { name: 'Ann', since: null },
      note: null,
      score: null,
      tags: null,
      state: null,
      either: null,
    };
    for (const answer of [full, empty, { ...empty, owner: null }])
      expect(JSON.parse(serialize(answer))).toEqual(JSON.parse(JSON.stringify(z.encode(schema, answer))));
  });

  it('refuses an answer missing a required property rather than sending it', () => {
    expect(() => compile(z.object({ id: z.string() }))({})).toThrow();
  });

  it("keeps zod's serializer for a schema JSON Schema cannot say (a transform on the way out)", () => {
    const serialize = compile(z.object({ at: z.date() }));
    expect(JSON.parse(serialize({ at: new Date('2026-05-14T10:00:00Z') }))).toEqual({ at: '2026-05-14T10:00:00.000Z' });
  });
});
