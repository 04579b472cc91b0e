import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { ART_ICONS, ArtIcon } from './art-icon';

describe('ArtIcon', () => {
  it('is decorative unless given an alt', () => {
    const { rerender } = render(<ArtIcon name="hot" />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('src', '/art/ui/hot.png');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('aria-hidden', 'true');
    expect(img).toHaveAttribute('width', '24');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    rerender(<ArtIcon name="pin" size={12} alt="고정" />);
    const pin = screen.getByRole('img', { name: '고정' });
    expect(pin).not.toHaveAttribute('aria-hidden');
    expect(pin).toHaveAttribute('height', '12');
  });

  it('has a drawing in public/art/ui for every name (npm run art)', () => {
    for (const name of ART_ICONS) expect(fs.existsSync(path.join(process.cwd(), 'public/art/ui', `${name}.png`))).toBe(true);
  });
});
