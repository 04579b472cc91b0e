// What a regular expression costs to compile and run, read from its text before RE2 sees it.
//
// RE2 runs in time linear in the text, but the constant is the size of the compiled program, and a
// counted repeat is compiled as that many copies of what it repeats: `.{0,1000}` is a thousand
// copies of `.`, `(a{10}){10}` a hundred. re2-wasm has a fixed 16 MB heap, so a large program can
// exhaust it, and a program of a few thousand instructions takes seconds over a 1,000-character
// comment. Hence two caps, checked on save: no count in a `{n}`, `{n,}` or `{n,m}` above
// REPEAT_MAX, and no pattern whose estimated program (each repeat multiplying what it repeats,
// nested repeats multiplying each other) is above PROGRAM_MAX.

/** The largest count a `{n,m}` repeat may name. */
export const REPEAT_MAX = 100;
/** The largest estimated program (in RE2 instructions, roughly) a pattern may compile to. */
export const PROGRAM_MAX = 500;
// A character class, `.` or an escape like \w compiles to several instructions in UTF-8 (one per
// byte range); counted heavier than a literal letter. A Unicode property (\p{L}, \p{Han}) is
// hundreds of ranges: `\p{L}{1,100}\p{L}{1,100}` alone exhausts re2-wasm's heap.
const CLASS_WEIGHT = 4;
const PROPERTY_WEIGHT = 40;

export type PatternCost = {
  /** The estimated program size. */
  size: number;
  /** The largest count named in a `{…}` repeat. */
  repeatMax: number;
};

const COUNTED = /^\{(\d+)(?:(,)(\d*))?\}/;

/**
 * The estimated cost of a pattern. Forgiving about syntax (RE2 itself refuses what is invalid):
 * anything it does not understand counts as a literal character.
 */
export function patternCost(pattern: string): PatternCost {
  const cps = Array.from(pattern);
  let i = 0;
  let repeatMax = 0;

  const peek = (k = 0) => cps[i + k];

  // A bracketed class, from just after its '['; answers its weight.
  const skipClass = (): number => {
    let weight = CLASS_WEIGHT;
    if (peek() === '^') i += 1;
    if (peek() === ']') i += 1; // a leading ']' is a literal
    while (i < cps.length && peek() !== ']') {
      if (peek() === '[' && peek(1) === ':') {
        const close = cps.indexOf(']', i + 2);
        i = close === -1 ? cps.length : close + 1;
      } else if (peek() === '\\') {
        if (peek(1) === 'p' || peek(1) === 'P') weight = Math.max(weight, PROPERTY_WEIGHT);
        i += 2;
      } else {
        i += 1;
      }
    }
    i += 1; // ']'
    return weight;
  };

  // An escape, from just after its '\'; answers its weight.
  const escape = (): number => {
    const c = peek();
    i += 1;
    if (c === undefined) return 1;
    if (c === 'p' || c === 'P' || c === 'x') {
      if (peek() === '{') {
        const close = cps.indexOf('}', i);
        i = close === -1 ? cps.length : close + 1;
      } else {
        i += c === 'x' ? 2 : 1;
      }
      return c === 'x' ? 1 : PROPERTY_WEIGHT;
    }
    if (c === 'Q') {
      // \Q…\E: literal text.
      let n = 0;
      while (i < cps.length && !(peek() === '\\' && peek(1) === 'E')) {
        i += 1;
        n += 1;
      }
      i += 2;
      return Math.max(n, 1);
    }
    return 'dDsSwWbB'.includes(c) ? CLASS_WEIGHT : 1;
  };

  const atom = (): number => {
    const c = peek()!;
    i += 1;
    switch (c) {
      case '(': {
        if (peek() === '?') {
          // (?:…), (?P<name>…), (?<name>…), (?flags) and (?flags:…)
          i += 1;
          if (peek() === 'P' || peek() === '<') {
            const close = cps.indexOf('>', i);
            i = close === -1 ? cps.length : close + 1;
          } else {
            while (i < cps.length && peek() !== ':' && peek() !== ')') i += 1;
            if (peek() === ')') {
              i += 1;
              return 0;
            }
            i += 1; // ':'
          }
        }
        const inner = alternation();
        if (peek() === ')') i += 1;
        return inner;
      }
      case '[':
        return skipClass();
      case '\\':
        return escape();
      case '.':
        return CLASS_WEIGHT;
      default:
        return 1;
    }
  };

  const sequence = (): number => {
    let size = 0;
    while (i < cps.length && peek() !== '|' && peek() !== ')') {
      let weight = atom();
      for (;;) {
        const q = peek();
        if (q === '*' || q === '+' || q === '?') {
          i += 1;
          weight += 1;
        } else if (q === '{') {
          const m = COUNTED.exec(cps.slice(i, i + 16).join(''));
          if (!m) break; // a '{' that is not a repeat is a literal, read as the next atom
          i += Array.from(m[0]).length;
          const min = Number(m[1]);
          const max = m[2] ? (m[3] ? Number(m[3]) : min + 1) : min;
          repeatMax = Math.max(repeatMax, min, m[3] ? Number(m[3]) : 0);
          weight = weight * Math.max(min, max, 1) + 1;
        } else {
          break;
        }
        if (peek() === '?') i += 1; // lazy
      }
      size += weight;
    }
    return size;
  };

  const alternation = (): number => {
    let size = sequence();
    while (peek() === '|') {
      i += 1;
      size += sequence() + 1;
    }
    return size;
  };

  let size = 0;
  while (i < cps.length) {
    size += alternation();
    if (peek() === ')') i += 1; // an unbalanced ')': RE2 refuses it anyway
  }
  return { size, repeatMax };
}

/** 'patternTooCostly' when a pattern names a repeat count above REPEAT_MAX or compiles too large; else null. */
export function patternCostProblem(pattern: string): 'patternTooCostly' | null {
  const { size, repeatMax } = patternCost(pattern);
  return repeatMax > REPEAT_MAX || size > PROGRAM_MAX ? 'patternTooCostly' : null;
}
