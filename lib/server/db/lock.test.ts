import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './lock';

function holdLockInChild(dir: string) {
  const child = spawn(process.execPath, [
    '-e',
    `require('fs').mkdirSync(${JSON.stringify(dir)},{recursive:true});` +
      `require('fs').writeFileSync(${JSON.stringify(path.join(dir, 'pglite.lock'))}, String(process.pid), {flag:'wx'});` +
      `console.log('locked'); setInterval(()=>{}, 1000);`,
  ]);
  return new Promise<typeof child>((resolve) => child.stdout.once('data', () => resolve(child)));
}

it('refuses a data directory held by another live process, with a message that says what to do', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slime-lock-'));
  const child = await holdLockInChild(dir);
  try {
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open by process \d+.*different DATA_DIR/s);
  } finally {
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
  }
  // The holder is gone (as after a crash): the lock is taken over.
  const release = acquireDataDirLock(dir);
  expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
});
