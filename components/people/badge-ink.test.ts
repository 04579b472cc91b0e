import { badgeInk, badgeTextOnPaper, contrast } from './badge-ink';

it('measures contrast as WCAG does', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

it('gives every badge colour a chip whose text reads at 4.5:1 or more', () => {
  // The seeded badges' colours, mid-tones that failed with either ink before, and the extremes.
  for (const hex of ['#30a46c', '#46a758', '#ad7f58', '#d6409f', '#3e7bdd', '#12a594', '#ffffff', '#000000', '#ffd23f', '#808080']) {
    const { bg, ink } = badgeInk(hex);
    expect(contrast(bg, ink)).toBeGreaterThanOrEqual(4.5);
  }
  // A colour that already reads keeps its exact value.
  expect(badgeInk('#1d5fbf')).toEqual({ bg: '#1d5fbf', ink: '#fff8e6' });
  expect(badgeInk('#ffd23f')).toEqual({ bg: '#ffd23f', ink: '#3a2a1a' });
});

it('darkens a badge colour used as text on the parchment until it reads', () => {
  for (const hex of ['#12a594', '#3e7bdd', '#d6409f', '#ffd23f'])
    expect(contrast(badgeTextOnPaper(hex), '#fbf3dc')).toBeGreaterThanOrEqual(4.5);
  expect(badgeTextOnPaper('#3a2a1a')).toBe('#3a2a1a');
});
