import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformAdmin, createUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSmtpMail } from './smtp.ts';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  data: string;
}

/** A local SMTP server on 127.0.0.1 (with login) standing in for the real one. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('bad login'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mail provider', () => {
  it('sends over SMTP_URL with nodemailer (local SMTP server)', async () => {
    const smtp = await startSmtp();
    try {
      const mail = createSmtpMail(`smtp://portal:s3cret@127.0.0.1:${smtp.port}`, 'portal@wedding.example');
      await mail.send({
        to: 'couple@test.example',
        subject: 'Grüße aus dem Portal',
        text: 'Hallo Welt',
        html: '<p>Hallo Welt</p>',
      });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message).toMatchObject({ from: 'portal@wedding.example', to: ['couple@test.example'], user: 'portal' });
      expect(message!.data).toMatch(/Subject: =\?UTF-8\?/);
      expect(message!.data).toContain('Hallo Welt');
      expect(message!.data).toContain('<p>Hallo Welt</p>');
    } finally {
      await smtp.close();
    }
  });

  it('fails loudly when the SMTP server refuses the login', async () => {
    const smtp = await startSmtp();
    try {
      const mail = createSmtpMail(`smtp://portal:wrong@127.0.0.1:${smtp.port}`, 'portal@wedding.example');
      await expect(mail.send({ to: 'a@test.example', subject: 's', text: 't' })).rejects.toThrow();
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});

describe('outbox and dev mail viewer (no SMTP_URL)', () => {
  let ctx: TestContext;
  let viewerOn: TestContext;
  beforeAll(async () => {
    [ctx, viewerOn] = await Promise.all([createTestApp(), createTestApp({ DEV_MAIL_VIEWER: 'true' })]);
  });
  afterAll(() => Promise.all([ctx.close(), viewerOn.close()]));

  it('keeps sent mail in the outbox and lists it where the viewer is on', async () => {
    const to = `outbox-${Date.now()}@test.example`;
    await viewerOn.app.deps.providers.mail.send({ to, subject: 'Hello <you>', text: 'Plain & simple' });
    const list = await viewerOn.app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(to)}` });
    expect(list.statusCode).toBe(200);
    const [mail] = list.json().mails;
    expect(mail).toMatchObject({ to, subject: 'Hello <you>', text: 'Plain & simple' });
    const page = await viewerOn.app.inject({ url: mail.viewUrl });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Hello &#60;you&#62;');
    expect(page.body).toContain('<pre>Plain &#38; simple</pre>');
  });

  it('is shown only to platform admins where the viewer is off, whatever address asks', async () => {
    const to = `outbox-${Date.now()}@test.example`;
    await ctx.app.deps.providers.mail.send({ to, subject: 'Reset', text: 'a reset link' });
    const url = `/api/dev/mail?to=${encodeURIComponent(to)}`;
    // a direct loopback connection (inject's default 127.0.0.1) is nobody in particular
    const local = await ctx.app.inject({ url });
    expect(local.statusCode).toBe(403);
    expect(local.json().error.code).toBe('dev-mail-viewer-off');
    const user = await createUser(ctx);
    expect((await ctx.app.inject({ url, headers: { cookie: user.cookie } })).statusCode).toBe(403);
    const admin = await createPlatformAdmin(ctx);
    const asAdmin = await ctx.app.inject({ url, headers: { cookie: admin.cookie } });
    expect(asAdmin.statusCode).toBe(200);
    const [mail] = asAdmin.json().mails;
    expect((await ctx.app.inject({ url: mail.viewUrl })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: mail.viewUrl, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });
});

describe('dev mail viewer with SMTP_URL', () => {
  it('does not exist', async () => {
    const ctx = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect((await ctx.app.inject({ url: '/api/dev/mail' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
