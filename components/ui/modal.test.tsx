import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/test/render-with-intl';
import { MODAL_SOUND_VOLUME } from '@/lib/constants';
import { useUiStore } from '@/stores/ui-store';
import { Modal, MODAL_SOUND_SRC } from './modal';

type FakeAudio = { src: string; volume: number; play: jest.Mock };
const audios: FakeAudio[] = [];
const OriginalAudio = window.Audio;

beforeEach(() => {
  audios.length = 0;
  window.Audio = jest.fn((src?: string) => {
    const audio: FakeAudio = { src: src ?? '', volume: 1, play: jest.fn(() => Promise.resolve()) };
    audios.push(audio);
    return audio;
  }) as unknown as typeof Audio;
  act(() => useUiStore.setState({ isPlaySoundEffect: false }));
});

afterAll(() => {
  window.Audio = OriginalAudio;
});

function Harness({ onOk, sound }: { onOk?: () => void; sound?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <button type="button">다른 버튼</button>
      <Modal open={open} onClose={() => setOpen(false)} title="아이템 정보" onOk={onOk} sound={sound}>
        <p>본문 내용</p>
        <input aria-label="메모" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithIntl(<Modal open={false} onClose={jest.fn()} title="제목" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog with the default width and translated ok footer', () => {
    renderWithIntl(
      <Modal open onClose={jest.fn()} title="아이템 정보">
        본문
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: '아이템 정보' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ width: '500px' });
    expect(screen.getByRole('button', { name: '확인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });

  it('moves focus into the dialog and returns it to the opener on close', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '아이템 정보' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 6; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(
      <Modal open onClose={onClose} title="제목">
        <p>본문</p>
      </Modal>,
    );
    await user.click(screen.getByText('본문'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can keep the backdrop from closing', async () => {
    const onClose = jest.fn();
    renderWithIntl(<Modal open onClose={onClose} title="제목" closeOnBackdrop={false} />);
    await userEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows close + ok when onOk is given, with overridable labels', async () => {
    const onOk = jest.fn();
    const onClose = jest.fn();
    renderWithIntl(<Modal open onClose={onClose} title="제목" onOk={onOk} okLabel="저장" closeLabel="그만두기" showCloseButton={false} />);
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '그만두기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('translates the footer for zh-TW', () => {
    renderWithIntl(<Modal open onClose={jest.fn()} title="標題" />, { locale: 'zh-TW' });
    expect(screen.getByRole('button', { name: '確定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '關閉' })).toBeInTheDocument();
  });

  it('an inner modal closing on Escape leaves the outer one open', async () => {
    const outerClose = jest.fn();
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <Modal open onClose={outerClose} title="바깥">
          <Modal open={inner} onClose={() => setInner(false)} title="안쪽" />
        </Modal>
      );
    }
    renderWithIntl(<Nested />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '안쪽' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('plays the open and close sound at the spec volume when sound effects are on', async () => {
    act(() => useUiStore.setState({ isPlaySoundEffect: true }));
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(audios).toHaveLength(1);
    expect(audios[0]).toMatchObject({ src: MODAL_SOUND_SRC, volume: MODAL_SOUND_VOLUME });
    expect(audios[0]?.play).toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(audios).toHaveLength(2);
  });

  it('stays silent when sound effects are off or the caller turns sound off', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<Harness />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    await user.keyboard('{Escape}');
    expect(audios).toHaveLength(0);
    unmount();

    act(() => useUiStore.setState({ isPlaySoundEffect: true }));
    renderWithIntl(<Harness sound={false} />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    expect(audios).toHaveLength(0);
  });

  it('does not break when Audio is unavailable', async () => {
    act(() => useUiStore.setState({ isPlaySoundEffect: true }));
    window.Audio = jest.fn(() => {
      throw new Error('no audio');
    }) as unknown as typeof Audio;
    renderWithIntl(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '열기' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
