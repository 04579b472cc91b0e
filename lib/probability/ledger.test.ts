/**
 * @jest-environment node
 */
import { canonicalVersion, diffVersions, sealVersion, sha256Hex, verifyLedger, type LedgerVersion } from './ledger';

const UUID = '5877f5c7-5420-4ae2-93df-87e1f99e25de';

async function chain(count: number): Promise<LedgerVersion[]> {
  const versions: LedgerVersion[] = [];
  for (let n = 1; n <= count; n++) {
    const content = {
      version: n,
      announced_at: `2026-0${n}-01T00:00:00.000Z`,
      effective_at: `2026-0${n}-08T00:00:00.000Z`,
      note_ko: `${n}차 조정`,
      note_zh_tw: `第 ${n} 次調整`,
      entries: [
        { item_id: 1, label_ko: '왕관', label_zh_tw: '王冠', grade: 'SSS', quantity: 1, rate_micros: 2_000 * n },
        { item_id: null, label_ko: '젤리', label_zh_tw: '果凍', grade: 'C', quantity: 3, rate_micros: 1_000_000 - 2_000 * n },
      ],
      prev_hash: versions.at(-1)?.hash ?? null,
    };
    versions.push({ ...content, hash: await sealVersion(UUID, content) });
  }
  return versions;
}

it('hashes with SHA-256 in lowercase hex (the FIPS 180-2 "abc" vector)', async () => {
  expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

it('writes the canonical form as the documented JSON array, entries in order', () => {
  const text = canonicalVersion(UUID, {
    version: 1,
    announced_at: '2026-01-01T00:00:00.000Z',
    effective_at: '2026-01-01T00:00:00.000Z',
    note_ko: '첫 공개 "</script>"',
    note_zh_tw: '首次公開',
    entries: [{ item_id: null, label_ko: '알', label_zh_tw: '蛋', grade: 'A', quantity: 1, rate_micros: 1_000_000 }],
    prev_hash: null,
  });
  expect(JSON.parse(text)).toEqual([
    'slime-probability-ledger/1',
    UUID,
    1,
    '2026-01-01T00:00:00.000Z',
    '2026-01-01T00:00:00.000Z',
    '첫 공개 "</script>"',
    '首次公開',
    [[null, '알', '蛋', 'A', 1, 1_000_000]],
    null,
  ]);
});

it('holds for an untouched chain and names the first fault of a touched one', async () => {
  const versions = await chain(3);
  expect(await verifyLedger(UUID, versions)).toMatchObject({ holds: true });

  const rate = structuredClone(versions);
  rate[1]!.entries[0]!.rate_micros += 1;
  expect((await verifyLedger(UUID, rate)).checks.map((c) => c.fault)).toEqual([null, 'hash', null]);

  // Re-sealing the touched version does not help: the next one names the old hash.
  const resealed = structuredClone(rate);
  resealed[1]!.hash = await sealVersion(UUID, resealed[1]!);
  expect((await verifyLedger(UUID, resealed)).checks.map((c) => c.fault)).toEqual([null, null, 'link']);

  const missing = [versions[0]!, versions[2]!];
  expect((await verifyLedger(UUID, missing)).checks.map((c) => c.fault)).toEqual([null, 'order']);

  // Another table's uuid gives other hashes: a version cannot be moved between tables.
  expect((await verifyLedger('00000000-0000-4000-8000-000000000000', versions)).holds).toBe(false);
});

it('sets two versions side by side, outcome by outcome: kept, added and dropped', async () => {
  const [v1, v2] = await chain(2);
  const changed = {
    ...v2!,
    entries: [v2!.entries[1]!, { item_id: 7, label_ko: '새 모자', label_zh_tw: '新帽子', grade: 'A', quantity: 1, rate_micros: 0 }],
  };
  expect(diffVersions(v1!, changed).map((r) => [r.key, r.from, r.to])).toEqual([
    ['label:젤리:C', 998_000, 996_000],
    ['item:7', null, 0],
    ['item:1', 2_000, null],
  ]);
});
