// Writes public/sounds/modal.wav: an 80 ms square-wave blip (8-bit mono PCM), so the modal
// sound needs no outside asset. Run: node scripts/make-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 22_050;
const DURATION_S = 0.08;

function squareBlip({ from, to, duration = DURATION_S, amplitude = 0.5 }) {
  const count = Math.round(SAMPLE_RATE * duration);
  const samples = new Uint8Array(count);
  let phase = 0;
  for (let i = 0; i < count; i += 1) {
    const t = i / count;
    // Rising pitch sweep, the classic menu "pop".
    const freq = from + (to - from) * t;
    phase = (phase + freq / SAMPLE_RATE) % 1;
    // Short attack and linear release keep the edges from clicking.
    const envelope = Math.min(1, i / (SAMPLE_RATE * 0.004)) * (1 - t);
    const value = (phase < 0.5 ? 1 : -1) * amplitude * envelope;
    samples[i] = Math.round(128 + value * 127);
  }
  return samples;
}

function wav(samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // PCM chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // byte rate (1 byte per sample)
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, Buffer.from(samples)]);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'sounds', 'modal.wav');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, wav(squareBlip({ from: 660, to: 1320 })));
console.log(`wrote ${out}`);
