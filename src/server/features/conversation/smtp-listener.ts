import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { inboundMailMaxBytes } from '../../../domain/enquiries/conversation.ts';
import { parseRawMail } from './inbound-mail.ts';
import { receiveInboundMail, resolveReplyAddress, type InboundRefusal } from './receive.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded inbound SMTP listener's bound port once the app is ready (INBOUND_SMTP_PORT set). */
    inboundSmtpPort?: () => number;
  }
}

/** An SMTP refusal with its reply code (smtp-server reads `responseCode`). */
function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

const refusalTexts: Record<InboundRefusal, string> = {
  forged: 'No such mailbox here',
  expired: 'This reply address has expired; please write to the supplier directly',
  unknown: 'No such mailbox here',
};

/**
 * The embedded default for couples' answers: an SMTP listener (smtp-server) on INBOUND_SMTP_PORT that
 * takes mail for reply addresses only. A forged, foreign or expired address is refused at RCPT with 550,
 * a mail over the size limit with 552 (nothing is kept), a failure to keep it with 451 (the sender retries).
 * Plain SMTP without AUTH or STARTTLS: it is a mail exchanger for the reply domain, not a relay.
 */
export function registerInboundSmtp(app: FastifyInstance): void {
  const { deps } = app;
  const log = app.log.child({ component: 'inbound-smtp' });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: inboundMailMaxBytes,
    logger: false,
    onRcptTo(address, _session, callback) {
      resolveReplyAddress(deps, address.address, new Date()).then(
        (target) => callback('refused' in target ? smtpError(550, refusalTexts[target.refused]) : null),
        (err: unknown) => {
          log.error({ err }, 'could not check a reply address');
          callback(smtpError(451, 'Try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded)
          return callback(smtpError(552, `The message is larger than ${inboundMailMaxBytes} bytes`));
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        parseRawMail(Buffer.concat(chunks), recipients)
          .then((mail) => receiveInboundMail(deps, log, mail, new Date()))
          .then(
            (outcome) => callback('refused' in outcome ? smtpError(550, refusalTexts[outcome.refused]) : null),
            (err: unknown) => {
              log.error({ err }, 'could not keep an inbound answer');
              callback(smtpError(451, 'Try again later'));
            },
          );
      });
    },
  });
  server.on('error', (err) => log.error({ err }, 'inbound SMTP listener error'));
  app.decorate('inboundSmtpPort', () => (server.server.address() as AddressInfo).port);
  app.addHook(
    'onReady',
    () =>
      new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(deps.config.INBOUND_SMTP_PORT, deps.config.INBOUND_SMTP_HOST, () => resolve());
      }),
  );
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}
