import { pickMessages } from './client-messages';

const all = { auth: { session: { expired: 'x' }, register: { title: 'y' } }, common: { ok: 'ok' } };

it('picks whole namespaces and single sections', () => {
  expect(pickMessages(all, ['common', 'auth.session'])).toEqual({ common: { ok: 'ok' }, auth: { session: { expired: 'x' } } });
});

it('gives the whole namespace when it is asked for next to one of its sections', () => {
  expect(pickMessages(all, ['auth.session', 'auth'])).toEqual({ auth: all.auth });
  expect(pickMessages(all, ['auth', 'auth.session'])).toEqual({ auth: all.auth });
});
