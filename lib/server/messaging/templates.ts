import 'server-only';
import { CODE_TTL_MS } from '@/lib/constants';
import type { Locale } from '@/lib/constants';

export type CodePurpose = 'register' | 'reset';

// Server-side texts of the code messages; the UI catalogues are for screens, these leave the site.
const TEXTS: Record<
  Locale,
  { subject: Record<CodePurpose, string>; body: (code: string, minutes: number, purpose: CodePurpose) => string }
> = {
  ko: {
    subject: { register: '[슬라임 커뮤니티] 회원가입 인증번호', reset: '[슬라임 커뮤니티] 비밀번호 재설정 인증번호' },
    body: (code, minutes, purpose) =>
      `[슬라임 커뮤니티] ${purpose === 'register' ? '회원가입' : '비밀번호 재설정'} 인증번호는 ${code} 이에요. ${minutes}분 안에 입력해 주세요.` +
      ' 요청하지 않았다면 이 메시지를 무시해 주세요.',
  },
  'zh-TW': {
    subject: { register: '[史萊姆社群] 註冊驗證碼', reset: '[史萊姆社群] 重設密碼驗證碼' },
    body: (code, minutes, purpose) =>
      `[史萊姆社群] 您的${purpose === 'register' ? '註冊' : '重設密碼'}驗證碼是 ${code}，請在 ${minutes} 分鐘內輸入。` +
      '若您沒有提出申請，請忽略這則訊息。',
  },
};

export function codeMessage(purpose: CodePurpose, code: string, locale: Locale) {
  const texts = TEXTS[locale];
  return { subject: texts.subject[purpose], text: texts.body(code, Math.round(CODE_TTL_MS / 60_000), purpose) };
}
