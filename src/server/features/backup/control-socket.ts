import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import { writeBackup, type BackupSetup } from './backup.ts';
import type { BackupManifest } from './manifest.ts';

/**
 * The embedded database belongs to the one process that opened it, so `npm run backup` asks the running portal to
 * write the backup, over a Unix socket in DATA_DIR (mode 600: whoever may read the data folder may back it up, and
 * nobody else; no HTTP call, no password).
 */
const controlSocketOf = (dataDir: string) => path.resolve(dataDir, 'portal.sock');

interface BackupAnswer {
  ok: boolean;
  manifest?: BackupManifest;
  error?: string;
}

/** Serves backup requests on DATA_DIR/portal.sock (the portal on the embedded database). */
export async function serveBackupRequests(database: Database, setup: BackupSetup): Promise<{ close(): Promise<void> }> {
  const socketPath = controlSocketOf(setup.dataDir);
  // a socket file left by a portal that did not shut down cleanly
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      const answer = (reply: BackupAnswer) => socket.end(`${JSON.stringify(reply)}\n`);
      let file: string;
      try {
        file = (JSON.parse(request) as { file: string }).file;
      } catch {
        answer({ ok: false, error: 'the request is not JSON' });
        return;
      }
      writeBackup(database, setup, file).then(
        (manifest) => answer({ ok: true, manifest }),
        (error: unknown) => answer({ ok: false, error: (error as Error).message }),
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the portal running on `dataDir` to write a backup into `file`: answers its manifest, or null when no portal
 * answers there (then the caller may open the folder itself).
 */
export function askRunningPortal(dataDir: string, file: string): Promise<BackupManifest | null> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(controlSocketOf(dataDir));
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ file: path.resolve(file) })}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      try {
        const reply = JSON.parse(answer) as BackupAnswer;
        if (reply.ok && reply.manifest) resolve(reply.manifest);
        else reject(new Error(`The running portal could not write the backup: ${reply.error ?? 'no answer'}`));
      } catch {
        reject(new Error('The running portal gave no answer to the backup request.'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

/** Whether a portal answers on the data folder's socket. */
export function portalRunsOn(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(controlSocketOf(dataDir));
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
