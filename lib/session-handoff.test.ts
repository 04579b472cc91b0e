import { takeHandoff } from './session-handoff';

// A document whose cookie string is given, recording what the code writes back.
function doc(cookie: string) {
  const written: string[] = [];
  return {
    written,
    doc: {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
      },
    } as unknown as Document,
  };
}

describe('takeHandoff', () => {
  it('reads the hand-off cookie as the server reads cookies, and deletes it', () => {
    const value = encodeURIComponent(JSON.stringify({ token: 'abc', deviceId: 'd1' }));
    const { doc: d, written } = doc(`NEXT_LOCALE=ko; slime_handoff=${value}`);
    expect(takeHandoff(d)).toEqual({ token: 'abc', deviceId: 'd1' });
    expect(written).toEqual(['slime_handoff=; Max-Age=0; Path=/; SameSite=Lax']);
  });

  it('issue 26 §5: an unreadable hand-off cookie, or another unreadable cookie, reads as none and never throws', () => {
    const bad = doc('slime_handoff=%E0%A4');
    expect(takeHandoff(bad.doc)).toBeNull();
    expect(bad.written).toHaveLength(1);
    const other = doc('slime_token=%; a=1');
    expect(takeHandoff(other.doc)).toBeNull();
    expect(other.written).toHaveLength(0);
  });
});
