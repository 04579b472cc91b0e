import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/render-with-intl';
import { Footer } from './footer';

describe('Footer', () => {
  it('links to the app’s own terms, privacy and help pages in the same tab', () => {
    renderWithIntl(<Footer />);
    const terms = screen.getByRole('link', { name: '서비스 이용약관' });
    const privacy = screen.getByRole('link', { name: '개인정보 처리방침' });
    const help = screen.getByRole('link', { name: '도움말' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(help).toHaveAttribute('href', '/help');
    for (const link of [terms, privacy, help]) expect(link).not.toHaveAttribute('target');
  });

  it('is translated for zh-TW', () => {
    renderWithIntl(<Footer />, { locale: 'zh-TW' });
    expect(screen.getByRole('link', { name: '服務條款' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '隱私權政策' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '說明中心' })).toBeInTheDocument();
  });
});
