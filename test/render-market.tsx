import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/constants';
import type { ItemDto } from '@/lib/validation/items';
import koComponents from '@/messages/ko/components.json';
import koPrices from '@/messages/ko/prices.json';
import koShared from '@/messages/ko/shared.json';
import koTrades from '@/messages/ko/trades.json';
import koUser from '@/messages/ko/user.json';
import zhComponents from '@/messages/zh-TW/components.json';
import zhPrices from '@/messages/zh-TW/prices.json';
import zhShared from '@/messages/zh-TW/shared.json';
import zhTrades from '@/messages/zh-TW/trades.json';
import zhUser from '@/messages/zh-TW/user.json';

// Rendering and fixtures for the marketplace component tests; their API answers come from
// stubApiServer (test/msw-api.ts).

// The report dialog (the item modal's "report" action) reads user.report and user.reportReason,
// which every page sends its client components (components/i18n/client-messages.tsx), as it does
// trades.entry (the sellers' and buyers' trade buttons).
const reportMessages = (user: { report: unknown; reportReason: unknown }) => ({ report: user.report, reportReason: user.reportReason });

const MESSAGES: Record<Locale, Record<string, unknown>> = {
  ko: { components: koComponents, shared: koShared, user: reportMessages(koUser), trades: { entry: koTrades.entry }, prices: koPrices },
  'zh-TW': {
    components: zhComponents,
    shared: zhShared,
    user: reportMessages(zhUser),
    trades: { entry: zhTrades.entry },
    prices: zhPrices,
  },
};

export function renderMarket(ui: ReactElement, { locale = 'ko' as Locale, queryClient = marketQueryClient() } = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale={locale} timeZone="Asia/Seoul" messages={MESSAGES[locale]}>
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}

export function marketQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export const page = <T,>(results: T[], next: string | null = null) => ({ count: results.length, next, previous: null, results });

let seq = 0;
export function testItem(overrides: Partial<ItemDto> = {}): ItemDto {
  seq += 1;
  return {
    id: seq,
    uuid: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    name: `아이템 ${seq}`,
    name_ko: `아이템 ${seq}`,
    name_zh_tw: `道具 ${seq}`,
    image: '/art/items/royal-crown.png',
    description: '설명',
    item_type: 'EQUIPMENT_HAT',
    item_rating: 'A',
    grade_color: '#8e4ec6',
    rating_score: 60,
    price: 1200,
    is_show_eyes: true,
    sprite_img: '/art/sprites/royal-crown.png',
    sprite_width: 128,
    sprite_height: 128,
    sprite_frame: 4,
    seller_count: 2,
    buyer_count: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
