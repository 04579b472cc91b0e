import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import koPwa from '@/messages/ko/pwa.json';
import zhPwa from '@/messages/zh-TW/pwa.json';
import OfflinePage from './page';

const MESSAGES = { ko: { pwa: koPwa }, 'zh-TW': { pwa: zhPwa } };
let locale: keyof typeof MESSAGES = 'ko';

jest.mock('next-intl/server', () => ({
  getLocale: async () => locale,
  getTranslations: async (namespace: string) => createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));
jest.mock('@/components/layout/header', () => ({ Header: ({ title }: { title: string }) => <header>{title}</header> }));

async function renderPage(lang: keyof typeof MESSAGES) {
  locale = lang;
  return render(await OfflinePage());
}

it('says it is offline in the reader’s language first, then in the other', async () => {
  await renderPage('ko');
  expect(screen.getByRole('heading', { level: 1, name: '오프라인이에요' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '目前離線' }).closest('section')).toHaveAttribute('lang', 'zh-TW');
  expect(screen.getByText(/최근에 읽은 글 50개/)).toBeInTheDocument();
  // Works without scripts: a plain link to this same address.
  expect(screen.getByRole('link', { name: '다시 시도' })).toHaveAttribute('href', '?');
  expect(screen.getByRole('link', { name: '공략' })).toHaveAttribute('href', '/guide');
});

it('puts Chinese first for a zh-TW reader', async () => {
  await renderPage('zh-TW');
  expect(screen.getByRole('heading', { level: 1, name: '目前離線' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: '오프라인이에요' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '重試' })).toBeInTheDocument();
});
