import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const lockModule = path.join(__dirname, 'lock.ts');

/** Another process that takes the data-directory lock through the same code, then idles. */
function holdLockInChild(dir: string) {
  const child = spawn(process.execPath, [
    '--conditions=react-server',
    '--import',
    'tsx',
    '-e',
    `import(${JSON.stringify(lockModule)}).then(async (m) => { await (m.acquireDataDirLock ?? m.default.acquireDataDirLock)(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
  ]);
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'slime-lock-'));

it('refuses a data directory held by another live process, with a message that says what to do', async () => {
  const dir = newDir();
  const child = await holdLockInChild(dir);
  try {
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(new RegExp(`already open by process ${child.pid}.*different DATA_DIR`, 's'));
  } finally {
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
  }
  // The holder died without cleaning up (as in a crash): the kernel dropped its lock.
  let release: (() => Promise<void>) | undefined;
  for (let i = 0; i < 50 && !release; i++) {
    release = await acquireDataDirLock(dir).catch(() => new Promise<undefined>((r) => setTimeout(() => r(undefined), 100)));
  }
  expect(release).toBeDefined();
  expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
  await release!();
});

it('lets exactly one of several processes started at the same instant open the directory', async () => {
  const dir = newDir();
  // A stale lock file of a dead process is lying there, as after a crash.
  fs.writeFileSync(path.join(dir, 'pglite.lock'), '999999');
  const attempts = await Promise.allSettled(Array.from({ length: 6 }, () => acquireDataDirLock(dir)));
  const winners = attempts.filter((a) => a.status === 'fulfilled');
  expect(winners).toHaveLength(1);
  expect(attempts.filter((a) => a.status === 'rejected' && a.reason instanceof DataDirLockedError)).toHaveLength(5);
  await (winners[0] as PromiseFulfilledResult<() => Promise<void>>).value();
  // Released: the next one gets it.
  let again: (() => Promise<void>) | undefined;
  for (let i = 0; i < 50 && !again; i++) {
    again = await acquireDataDirLock(dir).catch(() => new Promise<undefined>((r) => setTimeout(() => r(undefined), 100)));
  }
  expect(again).toBeDefined();
  await again!();
});
