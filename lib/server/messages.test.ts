import { serverTranslator } from './messages';

it('formats the catalogues the way the pages do, with ICU arguments', () => {
  expect(serverTranslator('ko', 'user')('profileEdit.nicknameRateLimited', { max: 3 })).toBe(
    '닉네임은 하루에 3번까지 바꿀 수 있어요. 나중에 다시 시도해 주세요',
  );
  expect(serverTranslator('zh-TW', 'support')('probability.kindCount', { count: 1200 })).toBe('1,200 張機率表');
  expect(serverTranslator('zh-TW', 'user')('withdrawnUser')).toBe('已刪除的帳號');
});

it('makes one translator per language and namespace', () => {
  expect(serverTranslator('ko', 'community')).toBe(serverTranslator('ko', 'community'));
  expect(serverTranslator('ko', 'community')).not.toBe(serverTranslator('zh-TW', 'community'));
  expect(serverTranslator('ko', 'community')).not.toBe(serverTranslator('ko', 'user'));
});
