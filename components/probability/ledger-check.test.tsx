import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import koSupport from '@/messages/ko/support.json';
import { sealVersion, type LedgerVersion } from '@/lib/probability/ledger';
import type { ProbabilityLedger } from '@/lib/validation/probability';
import { renderWithIntl } from '@/test/render-with-intl';
import { LedgerCheck } from './ledger-check';

// jsdom has neither Web Crypto nor TextEncoder of its own; the browser's are the same APIs.
beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });
});

const UUID = '5877f5c7-5420-4ae2-93df-87e1f99e25de';
const entry = (item_id: number, label: string, grade: string, rate_micros: number) => ({
  item_id,
  label_ko: label,
  label_zh_tw: label,
  grade,
  quantity: 1,
  rate_micros,
});

async function ledger(tamper = false): Promise<ProbabilityLedger> {
  const rates = [
    [entry(1, '왕관', 'SSS', 1_500), entry(2, '젤리', 'C', 998_500)],
    [entry(1, '왕관', 'SSS', 2_000), entry(2, '젤리', 'C', 998_000)],
  ];
  const versions: LedgerVersion[] = [];
  for (const [n, entries] of rates.entries()) {
    const content = {
      version: n + 1,
      announced_at: `2026-1${n}-01T00:00:00.000Z`,
      effective_at: `2026-1${n}-01T00:00:00.000Z`,
      note_ko: n ? '왕관 확률 상향' : '최초 공개',
      note_zh_tw: n ? '王冠機率提升' : '首次公開',
      entries,
      prev_hash: versions.at(-1)?.hash ?? null,
    };
    versions.push({ ...content, hash: await sealVersion(UUID, content) });
  }
  if (tamper) versions[0]!.entries[0]!.rate_micros = 1_000;
  return { table: { id: 1, uuid: UUID, kind: 'treasure_box', name_ko: '상자', name_zh_tw: '寶箱' }, algorithm: 'sha256', versions };
}

it('says the chain holds once this browser has recomputed it, and sets the last two versions side by side', async () => {
  renderWithIntl(<LedgerCheck ledger={await ledger()} jsonUrl="/api/x/" />, { messages: { support: koSupport } });
  expect(await screen.findByText('장부가 온전해요: 버전 2개의 해시를 이 브라우저에서 다시 계산했고 모두 맞아요')).toBeInTheDocument();
  expect(screen.getAllByText('✓ 봉인 확인')).toHaveLength(2);
  const diff = within(screen.getByRole('region', { name: '버전 비교' }));
  expect(diff.getAllByRole('row').map((row) => row.textContent)).toEqual([
    '아이템버전 1버전 2변화',
    '왕관 · SSS0.1500%0.2000%▲ 0.0500%p',
    '젤리 · C99.8500%99.8000%▼ 0.0500%p',
  ]);
  // The same version on both sides changes nothing.
  await userEvent.click(diff.getByRole('combobox', { name: '이전' }));
  await userEvent.click(screen.getByRole('option', { name: /버전 2/ }));
  expect(diff.getAllByRole('row')[1]).toHaveTextContent('그대로');
});

it('names the version whose content no longer matches its seal', async () => {
  renderWithIntl(<LedgerCheck ledger={await ledger(true)} jsonUrl="/api/x/" />, { messages: { support: koSupport } });
  expect(await screen.findByText('버전 1에서 장부가 깨졌어요: ✗ 내용이 해시와 달라요')).toBeInTheDocument();
});
