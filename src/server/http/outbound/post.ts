import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  checkWebhookUrl,
  webhookResponseExcerptLength,
  webhookTimeoutMs,
  type WebhookUrlError,
} from '../../../domain/webhooks.ts';
import { isPublicAddress } from './address-rules.ts';

/** The addresses a host name resolves to (every one of them), or an error code. */
function resolveHost(hostname: string): Promise<string[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return Promise.resolve([host]);
  return new Promise((resolve, reject) =>
    lookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses.map((a) => a.address)),
    ),
  );
}

class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`refused address ${address}`);
  }
}

/**
 * The lookup the connection uses: the host is resolved when the request connects, and refused if any of
 * its addresses is not public, so a name that pointed elsewhere at registration (DNS rebinding) gets
 * no request either. `allowLocal` (a test configuration) lets loopback and private addresses through.
 */
function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = allowLocal ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0)
        return callback(new RefusedAddressError(refused?.address ?? hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface OutboundResult {
  statusCode: number | null;
  durationMs: number;
  /** Why no answer came: refused address, timeout, connection error. */
  error: string | null;
  /** The start of the answer's text. */
  excerpt: string | null;
}

/**
 * Where the portal may send to an address a user gave (a webhook endpoint, a push subscription; SSRF): https (http
 * only with `allowLocal`, a test configuration), no user or password, and a host whose every address is public
 * (loopback and private ones only with `allowLocal`). Sending checks the addresses again (DNS rebinding).
 */
export async function outboundTargetError(url: string, allowLocal: boolean): Promise<WebhookUrlError | null> {
  const shapeError = checkWebhookUrl(url, { allowHttp: allowLocal });
  if (shapeError) return shapeError;
  let addresses: string[];
  try {
    addresses = await resolveHost(new URL(url).hostname);
  } catch {
    return 'unresolvable';
  }
  if (!allowLocal && (addresses.length === 0 || addresses.some((address) => !isPublicAddress(address))))
    return 'privateAddress';
  return null;
}

/**
 * One POST to an address a user gave (a webhook, a push): no redirect is followed (a 3xx is an answer like any
 * other), the whole attempt ends after the timeout, and only the first few hundred characters of the answer are read.
 */
export function postOutbound(
  target: string,
  headers: Record<string, string>,
  body: string | Buffer,
  allowLocal: boolean,
): Promise<OutboundResult> {
  const started = performance.now();
  const done = (result: Omit<OutboundResult, 'durationMs'>): OutboundResult => ({
    ...result,
    durationMs: Math.round(performance.now() - started),
  });
  const url = new URL(target);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  // a literal address is not looked up, so it is checked here
  if (isIP(literal) && !allowLocal && !isPublicAddress(literal))
    return Promise.resolve(done({ statusCode: null, error: `refused address ${literal}`, excerpt: null }));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'SupplierPortal-Webhooks/1', ...headers },
        lookup: guardedLookup(allowLocal),
        timeout: webhookTimeoutMs,
        signal: AbortSignal.timeout(webhookTimeoutMs),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        const finish = () =>
          resolve(
            done({
              statusCode: response.statusCode ?? null,
              error: null,
              excerpt: text.slice(0, webhookResponseExcerptLength) || null,
            }),
          );
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.length >= webhookResponseExcerptLength) {
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) =>
      resolve(
        done({
          statusCode: null,
          error:
            error instanceof RefusedAddressError
              ? error.message
              : error.name === 'AbortError'
                ? 'timeout'
                : error.message.slice(0, 200),
          excerpt: null,
        }),
      ),
    );
    request.end(body);
  });
}
