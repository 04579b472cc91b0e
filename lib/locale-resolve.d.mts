export declare const LOCALE_LIST: readonly ['ko', 'zh-TW'];
export declare function resolveLocale(cookieValue: string | undefined | null, acceptLanguage: string | undefined | null): 'ko' | 'zh-TW';
