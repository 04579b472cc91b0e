import 'server-only';
// Fills {slot} placeholders in seed text. Korean particles follow the slot's last
// syllable: `{item|을/를}` gives "왕관을" but "모자를".
export type Slots = Record<string, string | number>;

function hasFinalConsonant(word: string, rieulCountsAsVowel = false): boolean {
  for (let k = word.length - 1; k >= 0; k--) {
    const code = word.charCodeAt(k);
    if (code >= 0xac00 && code <= 0xd7a3) {
      const jong = (code - 0xac00) % 28;
      if (rieulCountsAsVowel && jong === 8) return false;
      return jong !== 0;
    }
    if (/[0-9]/.test(word[k] ?? '')) return '136780'.includes(word[k] ?? '');
  }
  return false;
}

export function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)(?:\|([^/}]+)\/([^}]+))?\}/g, (_, name: string, withFinal?: string, withoutFinal?: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`Missing slot {${name}} in seed text`);
    const text = String(value);
    if (!withFinal || !withoutFinal) return text;
    const final = hasFinalConsonant(text, withFinal === '으로');
    return text + (final ? withFinal : withoutFinal);
  });
}
