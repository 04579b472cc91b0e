import { act, render } from '@testing-library/react';
import { SLIME_TICK_MS } from '@/lib/constants';
import { SLIME_BODY_SPRITE, SLIME_BODY_SPRITE_NO_EYES, Slime, slimeLayers, type SlimeEquipment } from './slime';

const piece = (item_type: string, extra: Partial<SlimeEquipment> = {}): SlimeEquipment => ({
  item_type,
  sprite_img: `/art/sprites/${item_type.toLowerCase()}.png`,
  sprite_frame: 4,
  ...extra,
});

describe('slimeLayers', () => {
  it('puts back, effect and hip behind the slime and the rest in front, each by display order', () => {
    const layers = slimeLayers([
      piece('EQUIPMENT_HAT'),
      piece('EQUIPMENT_BACK'),
      piece('EQUIPMENT_HAND'),
      piece('EQUIPMENT_EFFECT'),
      piece('EQUIPMENT_BODY'),
      piece('EQUIPMENT_HIP'),
      piece('EQUIPMENT_EYES', { is_show_eyes: true }),
      piece('EQUIPMENT_LOWER_FACE'),
    ]);
    expect(layers.behind.map((l) => l.itemType)).toEqual(['EQUIPMENT_EFFECT', 'EQUIPMENT_BACK', 'EQUIPMENT_HIP']);
    expect(layers.front.map((l) => l.itemType)).toEqual([
      'EQUIPMENT_BODY',
      'EQUIPMENT_LOWER_FACE',
      'EQUIPMENT_EYES',
      'EQUIPMENT_HAT',
      'EQUIPMENT_HAND',
    ]);
  });

  it('uses the equipment object’s display_order when it has one', () => {
    const layers = slimeLayers([piece('EQUIPMENT_HAT', { display_order: 1 }), piece('EQUIPMENT_BODY', { display_order: 9 })]);
    expect(layers.front.map((l) => l.itemType)).toEqual(['EQUIPMENT_HAT', 'EQUIPMENT_BODY']);
  });

  it('hides the slime’s eyes only for an eyes item whose is_show_eyes is not true', () => {
    expect(slimeLayers([piece('EQUIPMENT_EYES', { is_show_eyes: false })]).eyesVisible).toBe(false);
    expect(slimeLayers([piece('EQUIPMENT_EYES', { is_show_eyes: null })]).eyesVisible).toBe(false);
    expect(slimeLayers([piece('EQUIPMENT_EYES', { is_show_eyes: true })]).eyesVisible).toBe(true);
    expect(slimeLayers([piece('EQUIPMENT_HAT', { is_show_eyes: false })]).eyesVisible).toBe(true);
    expect(slimeLayers([]).bodySrc).toBe(SLIME_BODY_SPRITE);
    expect(slimeLayers([piece('EQUIPMENT_EYES', { is_show_eyes: false })]).bodySrc).toBe(SLIME_BODY_SPRITE_NO_EYES);
  });

  it('ignores items that are not slime equipment', () => {
    expect(slimeLayers([piece('AVATAR_EQUIPMENT_HEAD'), piece('EGG')])).toMatchObject({ behind: [], front: [] });
  });
});

describe('<Slime>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('draws the layers in order around the body, crisp and labelled', () => {
    const { container, getByRole } = render(
      <Slime
        label="미리보기"
        equipped={[piece('EQUIPMENT_HAT'), piece('EQUIPMENT_BACK'), piece('EQUIPMENT_EYES', { is_show_eyes: false })]}
      />,
    );
    expect(getByRole('img', { name: '미리보기' })).toHaveAttribute('data-eyes', 'hidden');
    const layers = Array.from(container.querySelectorAll('[data-layer]')).map(
      (el) => `${el.getAttribute('data-layer')}:${el.getAttribute('data-type') ?? ''}`,
    );
    expect(layers).toEqual(['behind:EQUIPMENT_BACK', 'body:', 'front:EQUIPMENT_EYES', 'front:EQUIPMENT_HAT']);
    const body = container.querySelector<HTMLElement>('[data-layer="body"]');
    expect(body?.style.backgroundImage).toContain(SLIME_BODY_SPRITE_NO_EYES);
  });

  it('cycles its frame 0 → 3 every 250 ms and moves the sheets with it', () => {
    const { container } = render(<Slime equipped={[piece('EQUIPMENT_HAT')]} />);
    const root = container.firstElementChild as HTMLElement;
    const hat = container.querySelector<HTMLElement>('[data-type="EQUIPMENT_HAT"]');
    const seen = [root.dataset.frame];
    for (let i = 0; i < 5; i++) {
      act(() => jest.advanceTimersByTime(SLIME_TICK_MS));
      seen.push(root.dataset.frame);
    }
    expect(seen).toEqual(['0', '1', '2', '3', '0', '1']);
    expect(hat?.style.backgroundPosition).toMatch(/^33\.33\d*% 0/);
    act(() => jest.advanceTimersByTime(SLIME_TICK_MS - 1));
    expect(root.dataset.frame).toBe('1');
  });

  it('stays still when the reader prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
    const { container } = render(<Slime />);
    act(() => jest.advanceTimersByTime(SLIME_TICK_MS * 3));
    expect((container.firstElementChild as HTMLElement).dataset.frame).toBe('0');
  });
});

describe('<Slime> effects', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('plays an effect sheet at 12 fps while the body keeps its 250 ms tick', () => {
    const { container } = render(<Slime equipped={[piece('EQUIPMENT_EFFECT')]} />);
    const root = container.firstElementChild as HTMLElement;
    const effect = container.querySelector<HTMLElement>('[data-type="EQUIPMENT_EFFECT"]');
    const start = effect?.style.backgroundPosition;
    act(() => jest.advanceTimersByTime(Math.round(1000 / 12)));
    expect(effect?.style.backgroundPosition).not.toBe(start);
    expect(root.dataset.frame).toBe('0');
  });
});
