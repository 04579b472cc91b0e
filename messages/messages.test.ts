/**
 * Catalogue consistency: for every namespace, ko and zh-TW must exist, parse, share
 * exactly the same nested keys, have no empty values, use the same ICU arguments per
 * message, and zh-TW must not contain Hangul.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, MESSAGE_NAMESPACES } from '@/lib/constants';

const MESSAGES_DIR = __dirname;
const [KO, ZH] = ['ko', 'zh-TW'] as const;

// Hangul Jamo, Compatibility Jamo, Jamo Extended-A/B and Syllables.
const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7AF\uD7B0-\uD7FF]/;

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(locale: string, ns: string): { file: string; data: unknown; error?: string } {
  const file = path.join(MESSAGES_DIR, locale, `${ns}.json`);
  if (!fs.existsSync(file)) return { file, data: undefined, error: `missing file ${file}` };
  try {
    return { file, data: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (e) {
    return { file, data: undefined, error: `cannot parse ${file}: ${(e as Error).message}` };
  }
}

function collectArgs(elements: MessageFormatElement[], out: Set<string> = new Set()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        out.add(el.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        out.add(el.value);
        for (const option of Object.values(el.options)) collectArgs(option.value, out);
        break;
      case TYPE.tag:
        out.add(`<${el.value}>`);
        collectArgs(el.children, out);
        break;
      default:
        break;
    }
  }
  return out;
}

function icuArgs(message: string): Set<string> {
  return collectArgs(parse(message, { ignoreTag: false }));
}

const sorted = (s: Iterable<string>) => [...s].sort();

describe('message catalogues', () => {
  it('covers exactly the two supported locales', () => {
    expect([...LOCALES].sort()).toEqual([KO, ZH].sort());
  });

  describe.each([...MESSAGE_NAMESPACES])('%s', (ns) => {
    const ko = load(KO, ns);
    const zh = load(ZH, ns);
    const koFlat = ko.data === undefined ? new Map() : flatten(ko.data);
    const zhFlat = zh.data === undefined ? new Map() : flatten(zh.data);

    it('exists and parses as a JSON object in both locales', () => {
      expect([ko.error, zh.error].filter(Boolean)).toEqual([]);
      for (const data of [ko.data, zh.data]) {
        expect(data !== null && typeof data === 'object' && !Array.isArray(data)).toBe(true);
      }
    });

    it('has the same nested keys in ko and zh-TW', () => {
      const missingInZh = sorted([...koFlat.keys()].filter((k) => !zhFlat.has(k)));
      const missingInKo = sorted([...zhFlat.keys()].filter((k) => !koFlat.has(k)));
      expect({ missingInZh, missingInKo }).toEqual({ missingInZh: [], missingInKo: [] });
    });

    it('has only non-empty string values', () => {
      const bad: string[] = [];
      for (const [locale, flat] of [
        [KO, koFlat],
        [ZH, zhFlat],
      ] as const) {
        for (const [key, value] of flat) {
          if (typeof value !== 'string') bad.push(`${locale}:${key} is ${JSON.stringify(value)} (not a string)`);
          else if (value.trim() === '') bad.push(`${locale}:${key} is empty`);
        }
      }
      expect(bad).toEqual([]);
    });

    it('uses valid ICU syntax with the same arguments in both locales', () => {
      const problems: string[] = [];
      const argsOf = (locale: string, key: string, value: unknown): Set<string> | undefined => {
        if (typeof value !== 'string') return undefined;
        try {
          return icuArgs(value);
        } catch (e) {
          problems.push(`${locale}:${key} is not valid ICU (${(e as Error).message}): ${value}`);
          return undefined;
        }
      };
      for (const [key, koValue] of koFlat) {
        const koArgs = argsOf(KO, key, koValue);
        if (!zhFlat.has(key)) continue;
        const zhArgs = argsOf(ZH, key, zhFlat.get(key));
        if (!koArgs || !zhArgs) continue;
        const a = sorted(koArgs).join(', ');
        const b = sorted(zhArgs).join(', ');
        if (a !== b) problems.push(`${key}: ko uses {${a}} but zh-TW uses {${b}}`);
      }
      for (const [key, zhValue] of zhFlat) if (!koFlat.has(key)) argsOf(ZH, key, zhValue);
      expect(problems).toEqual([]);
    });

    it('has no Hangul in zh-TW', () => {
      const withHangul = [...zhFlat]
        .filter(([, value]) => typeof value === 'string' && HANGUL.test(value))
        .map(([key, value]) => `${key}: ${value}`);
      expect(withHangul).toEqual([]);
    });
  });
});
