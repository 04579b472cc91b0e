import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import koCommon from '@/messages/ko/common.json';
import koTranslation from '@/messages/ko/translation.json';
import zhCommon from '@/messages/zh-TW/common.json';
import zhTranslation from '@/messages/zh-TW/translation.json';
import NotFound from './not-found';

const MESSAGES = { ko: { common: koCommon, translation: koTranslation }, 'zh-TW': { common: zhCommon, translation: zhTranslation } };
let locale: keyof typeof MESSAGES = 'ko';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));
// The header's own tests cover it; here it only needs to render the title.
jest.mock('@/components/layout/header', () => ({ Header: ({ title }: { title: string }) => <header>{title}</header> }));

async function renderPage(lang: keyof typeof MESSAGES) {
  locale = lang;
  return render(await NotFound());
}

it('shows a sad slime the screen reader skips, the heading, the message and a go-back button', async () => {
  const { container } = await renderPage('ko');
  const art = container.querySelector('main svg');
  expect(art).toHaveAttribute('aria-hidden', 'true');
  expect(art).toHaveAttribute('data-mood', 'sad');
  expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' })).toBeInTheDocument();
  expect(screen.getByText(/요청하신 페이지를 찾을 수 없어요/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '돌아가기' })).toBeInTheDocument();
});

it('is translated for zh-TW', async () => {
  await renderPage('zh-TW');
  expect(screen.getByRole('heading', { level: 1, name: '找不到頁面' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
});
