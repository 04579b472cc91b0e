import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import koShared from '@/messages/ko/shared.json';
import koSupport from '@/messages/ko/support.json';
import zhShared from '@/messages/zh-TW/shared.json';
import zhSupport from '@/messages/zh-TW/support.json';
import { renderWithIntl } from '@/test/render-with-intl';
import { outcome } from '@/test/probability';
import { ChanceCalculator } from './chance-calculator';
import { formatChancePercent } from './outcome-math';
import { chanceModel, chanceWithin, summarise } from './pity-math';
import { OutcomeTable } from './outcome-table';

const outcomes = [
  outcome(1, '은하수 슬라임', 'SSS', 5_000),
  outcome(2, '황금 알', 'A', 15_000),
  outcome(3, '경험치 구슬', 'C', 300_000, 10),
  outcome(4, '민트 슬라임', 'F', 680_000),
];

const ko = { messages: { support: koSupport, shared: koShared } };

describe('OutcomeTable', () => {
  it('lists every outcome with grade, quantity and a 4-decimal rate, and a 100 % total', () => {
    renderWithIntl(<OutcomeTable outcomes={outcomes} totalMicros={1_000_000} />, ko);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('은하수 슬라임');
    expect(rows[1]).toHaveTextContent('SSS등급');
    expect(rows[1]).toHaveTextContent('0.5000%');
    expect(rows[3]).toHaveTextContent('10개');
    expect(rows[5]).toHaveTextContent('합계');
    expect(rows[5]).toHaveTextContent('100.0000%');
    expect(screen.getByText('SSS등급')).toHaveStyle({ '--grade-color': '#e5484d' });
  });

  it('filters by text and by number, keeping the total', async () => {
    const user = userEvent.setup();
    renderWithIntl(<OutcomeTable outcomes={outcomes} totalMicros={1_000_000} />, ko);
    const box = screen.getByRole('searchbox', { name: '아이템 검색' });
    await user.type(box, '0.5');
    let rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.any(String),
      expect.stringContaining('은하수 슬라임'),
      expect.stringContaining('100.0000%'),
    ]);
    expect(screen.getByText('4종 중 1종')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '10');
    rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('경험치 구슬');
    await user.clear(box);
    await user.type(box, '슬라임');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    await user.clear(box);
    await user.type(box, '99');
    expect(screen.getByText('검색 결과가 없어요')).toBeInTheDocument();
  });
});

describe('ChanceCalculator', () => {
  it('starts on the rarest outcome and answers 1 − (1 − p)^N as a percentage', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ChanceCalculator outcomes={outcomes} />, ko);
    expect(screen.getByRole('combobox', { name: '아이템' })).toHaveDisplayValue('은하수 슬라임 (0.5000%)');
    const tries = screen.getByRole('textbox', { name: '시도 횟수' });
    await user.clear(tries);
    await user.type(tries, '100');
    expect(screen.getByText('100번 시도해서 1번 이상 나올 확률')).toBeInTheDocument();
    expect(screen.getByText('39.4230%')).toBeInTheDocument();
    expect(screen.getByText('평균 200번째에 처음 나와요')).toBeInTheDocument();
    // ⌈log(1 − q) / log(0.995)⌉ for 50, 90 and 99 %.
    const milestones = within(screen.getByRole('table', { name: '은하수 슬라임이 나올 때까지' }));
    expect(milestones.getAllByRole('row').map((row) => row.textContent)).toEqual(['확률필요한 시도', '50%139번', '90%460번', '99%919번']);
    expect(screen.getByText(/천장 규칙이 없는 표로 계산했어요/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '아이템' }), '2');
    await user.clear(tries);
    await user.type(tries, '2');
    expect(screen.getByText(`${((1 - 0.985 ** 2) * 100).toFixed(4)}%`)).toBeInTheDocument();
  });

  it('picks the Korean particle for the item’s name and leaves Chinese alone', () => {
    const apple = [outcome(1, '황금 사과', 'S', 10_000), outcome(2, '민트 슬라임', 'F', 990_000)];
    const { unmount } = renderWithIntl(<ChanceCalculator outcomes={apple} />, ko);
    expect(screen.getByRole('table', { name: '황금 사과가 나올 때까지' })).toBeInTheDocument();
    unmount();
    renderWithIntl(<ChanceCalculator outcomes={outcomes} />, { locale: 'zh-TW', messages: { support: zhSupport, shared: zhShared } });
    expect(screen.getByRole('table', { name: '獲得은하수 슬라임所需次數' })).toBeInTheDocument();
  });

  it('counts the table’s guarantee and prices the tries in gems', async () => {
    const user = userEvent.setup();
    // SSS 0.5 % and A 1.5 %: every 10th try without an A or better gives SSS with 0.5 / 2 = 1/4.
    const pity = { after: 10, grade: 'A' as const };
    renderWithIntl(<ChanceCalculator outcomes={outcomes} pity={pity} priceGems={100} />, ko);
    const tries = screen.getByRole('textbox', { name: '시도 횟수' });
    await user.clear(tries);
    await user.type(tries, '10');
    const model = chanceModel(outcomes, 1, pity);
    expect(screen.getByText(`${formatChancePercent(chanceWithin(model, 10))}%`)).toBeInTheDocument();
    // Far above 1 − 0.995^10 = 4.89 %.
    expect(chanceWithin(model, 10)).toBeGreaterThan(0.2);
    expect(screen.getByText('비용 1,000젬')).toBeInTheDocument();
    const { tries: needed, expected } = summarise(model, [0.5, 0.9, 0.99]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(`50%${needed[0]}번${(needed[0]! * 100).toLocaleString('ko')}젬`);
    expect(screen.getByText(new RegExp(`평균 ${Math.round(expected! * 10) / 10}번째에 처음 나와요`))).toBeInTheDocument();
    expect(screen.getByText(/10번째 시도까지 A 등급 이상이 나오지 않으면/)).toBeInTheDocument();
  });

  it('accepts 1 to 10,000 tries only', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ChanceCalculator outcomes={outcomes} />, { locale: 'zh-TW', messages: { support: zhSupport, shared: zhShared } });
    const tries = screen.getByRole('textbox', { name: '嘗試次數' });
    for (const bad of ['0', '10001', '1.5']) {
      await user.clear(tries);
      await user.type(tries, bad);
      expect(tries).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('請輸入 1 到 10,000 之間的整數')).toBeInTheDocument();
    }
    await user.clear(tries);
    await user.type(tries, '10000');
    expect(tries).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('嘗試 10,000 次至少獲得 1 次的機率')).toBeInTheDocument();
  });
});
