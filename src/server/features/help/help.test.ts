import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReleaseArticles } from '../../../domain/help/help-api.ts';
import { mailOutbox, supplierUsers, users } from '../../db/schema/index.ts';
import { createUser } from '../../test/factories.ts';
import { createOwnedSupplier } from '../../test/supplier-factory.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { parseReleaseNotes, releaseNotesFile } from '../../providers/release-notes/index.ts';
import { helpContactLimit } from './service.ts';

describe('the help widget and the changelog notice', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SUPPORT_EMAIL: 'help-desk@example.com' });
  });
  afterAll(() => ctx.close());

  const contact = (cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/help/contact', payload, headers: { cookie } });
  const mails = () => ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'help-desk@example.com'));

  it('lists the portal’s own release notes newest first, for signed-in users', async () => {
    const { user } = await createOwnedSupplier(ctx);
    const { articles } = (
      await ctx.app.inject({ url: '/api/help/releases', headers: { cookie: user.cookie } })
    ).json<ReleaseArticles>();
    expect(articles.length).toBeGreaterThan(2);
    expect(articles.map((a) => a.publishedAt)).toEqual(
      articles
        .map((a) => a.publishedAt)
        .sort()
        .reverse(),
    );
    expect(articles[0]).toMatchObject({
      id: '2026-11-29-know-the-moment-a-couple-writes',
      title: 'Know the moment a couple writes',
      url: null,
    });
    expect((await ctx.app.inject({ url: '/api/help/releases' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/help/widget', headers: { cookie: user.cookie } })).json()).toEqual({
      scriptUrl: null,
    });
  });

  it('answers the portal’s own notes in the screen’s language, else the user’s, with the English ids the notice remembers', async () => {
    const { user } = await createOwnedSupplier(ctx);
    const read = async (query = '') =>
      (
        await ctx.app.inject({ url: `/api/help/releases${query}`, headers: { cookie: user.cookie } })
      ).json<ReleaseArticles>().articles;
    const english = await read('?locale=en-GB');
    const german = await read('?locale=de-DE');
    const french = await read('?locale=fr-FR');
    expect(german.map((a) => a.id)).toEqual(english.map((a) => a.id));
    expect(french.map((a) => a.id)).toEqual(english.map((a) => a.id));
    expect(german[0]).toMatchObject({
      id: '2026-11-29-know-the-moment-a-couple-writes',
      title: 'Sofort wissen, wenn ein Paar schreibt',
    });
    expect(french[0]!.title).toBe('Sachez à l’instant qu’un couple vous écrit');
    expect((await read())[0]!.title).toBe('Know the moment a couple writes');
    expect(
      (await ctx.app.inject({ url: '/api/help/releases?locale=xx', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(400);
  });

  it('remembers the newest “What’s new” article read per user, on the server; refuses a missing id, writing nothing', async () => {
    const { user } = await createOwnedSupplier(ctx);
    const other = await createOwnedSupplier(ctx);
    const releases = async (cookie: string) =>
      (await ctx.app.inject({ url: '/api/help/releases', headers: { cookie } })).json<ReleaseArticles>();
    const markSeen = (cookie: string, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/help/changelog-seen', payload, headers: { cookie } });
    const { articles, seenArticleId } = await releases(user.cookie);
    expect(seenArticleId).toBeNull();

    const refusals: [object, string][] = [
      [{}, 'shell:changelog.errors.articleId'],
      [{ articleId: '  ' }, 'shell:changelog.errors.articleId'],
      [{ articleId: 'x'.repeat(201) }, 'validation:maxLength'],
    ];
    for (const [payload, error] of refusals) {
      const refused = await markSeen(user.cookie, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.fields).toEqual({ articleId: error });
    }
    expect((await releases(user.cookie)).seenArticleId).toBeNull();
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/help/changelog-seen', payload: { articleId: 'a' } }))
        .statusCode,
    ).toBe(401);

    const saved = await markSeen(user.cookie, { articleId: articles[0]!.id });
    expect(saved.statusCode, saved.body).toBe(204);
    // every session of the user (another browser) reads it; another user does not
    expect((await releases(user.cookie)).seenArticleId).toBe(articles[0]!.id);
    const [row] = await ctx.database.db
      .select({ seen: users.changelogSeenArticle })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.seen).toBe(articles[0]!.id);
    expect((await releases(other.user.cookie)).seenArticleId).toBeNull();
  });

  it('keeps every translation of the notes entry for entry with the English ones (same dates in the same order)', async () => {
    const english = parseReleaseNotes(await readFile(releaseNotesFile('en-GB'), 'utf8'));
    for (const locale of ['de-DE', 'fr-FR'] as const) {
      const translated = parseReleaseNotes(await readFile(releaseNotesFile(locale), 'utf8'));
      expect(
        translated.map((a) => a.publishedAt),
        locale,
      ).toEqual(english.map((a) => a.publishedAt));
    }
  });

  it('sends the contact form to support with who asks and about which supplier; a viewer may ask too', async () => {
    const { user, supplier } = await createOwnedSupplier(ctx, { name: 'Old Barn Test' });
    const viewer = await createUser(ctx, { email: 'viewer-help@example.com' });
    await ctx.database.db.insert(supplierUsers).values({ supplierId: supplier.id, userId: viewer.id, role: 'viewer' });
    const sent = await contact(viewer.cookie, {
      supplierId: supplier.id,
      subject: 'Photos missing',
      message: 'My photos do not show.',
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const [mail] = await mails();
    expect(mail).toMatchObject({ subject: 'Help request: Photos missing' });
    expect(mail!.text).toContain('viewer-help@example.com');
    expect(mail!.text).toContain(`About Old Barn Test (${supplier.id}, GB)`);
    expect(mail!.text).toContain('My photos do not show.');
    expect((await contact(user.cookie, { subject: 'No supplier', message: 'Hi' })).statusCode).toBe(204);
  });

  it('refuses an empty or overlong form, another supplier, and more than the hourly limit, sending nothing', async () => {
    const { user } = await createOwnedSupplier(ctx);
    const stranger = await createOwnedSupplier(ctx);
    const before = (await mails()).length;
    const empty = await contact(user.cookie, { subject: ' ', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      subject: 'shell:help.errors.subject',
      message: 'shell:help.errors.message',
    });
    expect((await contact(user.cookie, { subject: 'x', message: 'y'.repeat(5001) })).json().error.fields).toEqual({
      message: 'validation:maxLength',
    });
    expect(
      (await contact(user.cookie, { supplierId: stranger.supplier.id, subject: 'x', message: 'y' })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/help/contact', payload: { subject: 'x', message: 'y' } }))
        .statusCode,
    ).toBe(401);
    for (let i = 0; i < helpContactLimit.max; i++)
      expect((await contact(user.cookie, { subject: `Question ${i}`, message: 'y' })).statusCode).toBe(204);
    const over = await contact(user.cookie, { subject: 'One more', message: 'y' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.fields).toEqual({ _: 'shell:help.errors.tooMany' });
    expect((await mails()).length).toBe(before + helpContactLimit.max);
  });
});

describe('the changelog from a help-centre feed', () => {
  let ctx: TestContext;
  let feed: { close(): Promise<void> };
  let answer = 200;
  beforeAll(async () => {
    const server = createServer((_request, response) => {
      response.writeHead(answer, { 'content-type': 'application/feed+json' });
      response.end(
        JSON.stringify({
          version: 'https://jsonfeed.org/version/1.1',
          items: [
            {
              id: 'a1',
              title: 'Older',
              summary: 'first',
              date_published: '2026-10-01T09:00:00Z',
              url: 'https://help.example.com/a1',
            },
            {
              id: 'a2',
              title: 'Newer',
              content_text: 'second',
              date_published: '2026-11-01T09:00:00Z',
              url: 'javascript:alert(1)',
            },
            { id: 'a3', title: 'No date' },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feed = { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
    ctx = await createTestApp({
      RELEASE_NOTES_FEED_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`,
      HELP_WIDGET_SCRIPT_URL: 'https://static.zdassets.com/ekr/snippet.js?key=abc',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await feed.close();
  });

  it('reads the feed newest first, leaves out items without a date and links that are not web links, and keeps the last answer while the feed fails', async () => {
    const { user } = await createOwnedSupplier(ctx);
    const read = async () =>
      (await ctx.app.inject({ url: '/api/help/releases', headers: { cookie: user.cookie } })).json<ReleaseArticles>()
        .articles;
    expect(await read()).toEqual([
      { id: 'a2', title: 'Newer', summary: 'second', publishedAt: '2026-11-01T09:00:00Z', url: null },
      {
        id: 'a1',
        title: 'Older',
        summary: 'first',
        publishedAt: '2026-10-01T09:00:00Z',
        url: 'https://help.example.com/a1',
      },
    ]);
    answer = 500;
    expect((await read()).map((a) => a.id)).toEqual(['a2', 'a1']);
    expect((await ctx.app.inject({ url: '/api/help/widget', headers: { cookie: user.cookie } })).json()).toEqual({
      scriptUrl: 'https://static.zdassets.com/ekr/snippet.js?key=abc',
    });
  });
});
