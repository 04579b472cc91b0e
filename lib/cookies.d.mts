export declare function parseCookies(header: string | string[] | null | undefined): Map<string, string>;
export declare function readCookie(header: string | string[] | null | undefined, name: string): string | undefined;
export declare function cookieIsPlain(header: string | string[] | null | undefined, name: string): boolean;
