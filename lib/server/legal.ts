import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/constants';
import { serverConfig } from '@/lib/server/config';

export type LegalDocument = 'terms' | 'privacy';

const cache = new Map<string, Promise<string>>();

/**
 * The terms or the privacy notice in a language: Markdown kept in content/legal/<doc>.<locale>.md
 * (the text lawyers and operators edit), with `{{supportEmail}}` filled in from the settings.
 */
export async function legalDocument(doc: LegalDocument, locale: Locale): Promise<string> {
  const key = `${doc}.${locale}`;
  let text = cache.get(key);
  if (!text) {
    text = readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'content', 'legal', `${key}.md`), 'utf8');
    cache.set(key, text);
    text.catch(() => cache.delete(key));
  }
  return (await text).replaceAll('{{supportEmail}}', serverConfig.supportEmail);
}
