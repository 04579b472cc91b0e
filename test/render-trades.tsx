import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Locale } from '@/lib/constants';
import type { TradeDetailDto, TradeGuardDto } from '@/lib/api/trades';
import type { UserSummaryDto } from '@/lib/validation/user-summary';
import koCommon from '@/messages/ko/common.json';
import koShared from '@/messages/ko/shared.json';
import koTrades from '@/messages/ko/trades.json';
import koUser from '@/messages/ko/user.json';
import zhCommon from '@/messages/zh-TW/common.json';
import zhShared from '@/messages/zh-TW/shared.json';
import zhTrades from '@/messages/zh-TW/trades.json';
import zhUser from '@/messages/zh-TW/user.json';
import { useUserStore } from '@/stores/user-store';
import { testQueryClient } from './render-with-providers';
import { IntlWrapper } from './render-with-intl';

// The trade screens' component tests: the namespaces a trade page sends (common, shared, the report
// texts of user, and trades unless `withTrades` is false, as on pages that send only trades.entry).

const MESSAGES = {
  ko: { common: koCommon, shared: koShared, user: { report: koUser.report, reportReason: koUser.reportReason }, trades: koTrades },
  'zh-TW': { common: zhCommon, shared: zhShared, user: { report: zhUser.report, reportReason: zhUser.reportReason }, trades: zhTrades },
} satisfies Record<Locale, Record<string, unknown>>;

export function renderTrades(ui: ReactElement, { locale = 'ko' as Locale, withTrades = true, queryClient = testQueryClient() } = {}) {
  const { trades, ...rest } = MESSAGES[locale];
  const messages = withTrades ? { ...rest, trades } : { ...rest, trades: { entry: trades.entry } };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <IntlWrapper locale={locale} messages={messages}>
        {children}
      </IntlWrapper>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}

export function signIn(id = 1, uuid = 'me-uuid') {
  useUserStore.setState({ userToken: 'token', isAuthenticated: true, user: { id, uuid } as never });
}

export const member = (id: number, uuid: string, name: string): UserSummaryDto => ({
  id,
  uuid,
  profile_image: null,
  profile: { name },
  represent_badge: null,
  is_withdrawn: false,
});

export const NO_ACTIONS = { accept: false, decline: false, cancel: false, confirm: false, dispute: false, review: false };

export function tradeFixture(over: Partial<TradeDetailDto> = {}): TradeDetailDto {
  return {
    id: 5,
    status: 'proposed',
    viewer_side: 'recipient',
    proposer: member(2, 'them-uuid', '말랑상인'),
    recipient: member(1, 'me-uuid', '나'),
    lines: [
      {
        item: { id: 7, uuid: 'i7', name: '왕관', image: '/art/items/7.png', item_type: 'EQUIPMENT_HAT', item_rating: 'SS' },
        count: 1,
        from_side: 'proposer',
      },
    ],
    gems: 1200,
    gems_from: 'recipient',
    message: '저녁 9시에 접속해요',
    source: 'sellers',
    source_post_id: null,
    proposer_confirmed: false,
    recipient_confirmed: false,
    created_at: '2026-05-01T10:00:00.000Z',
    accepted_at: null,
    completed_at: null,
    expires_at: '2026-05-04T10:00:00.000Z',
    actions: NO_ACTIONS,
    events: [{ id: 1, action: 'propose', actor: 'proposer', note: '', created_at: '2026-05-01T10:00:00.000Z' }],
    reviews: [],
    ...over,
  };
}

export const GUARD_OK: TradeGuardDto = {
  new_trader: false,
  open_proposals: 0,
  max_open_proposals: null,
  open_posts: 0,
  max_open_posts: null,
  frozen_until: null,
  counterpart: { completed: 4 },
  rare_warning: false,
};

export const REPUTATION = { completed: 4, positive: 3, neutral: 1, negative: 0, positive_share: 0.75, disputes: 0, reviews: [] };
