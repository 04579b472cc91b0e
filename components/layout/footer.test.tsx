import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/render-with-intl';
import { EXTERNAL_LINKS } from '@/lib/constants';
import { Footer } from './footer';

describe('Footer', () => {
  it('links to the external terms and privacy pages in a new tab', () => {
    renderWithIntl(<Footer />);
    const terms = screen.getByRole('link', { name: /서비스 이용약관/ });
    const privacy = screen.getByRole('link', { name: /개인정보 처리방침/ });
    expect(terms).toHaveAttribute('href', EXTERNAL_LINKS.terms);
    expect(privacy).toHaveAttribute('href', EXTERNAL_LINKS.privacy);
    for (const link of [terms, privacy]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('새 탭'));
    }
  });

  it('is translated for zh-TW', () => {
    renderWithIntl(<Footer />, { locale: 'zh-TW' });
    expect(screen.getByRole('link', { name: /服務條款/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /隱私權政策/ })).toBeInTheDocument();
  });
});
