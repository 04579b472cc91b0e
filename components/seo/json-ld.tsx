import type { JsonLdObject } from '@/lib/seo/json-ld';

// Inside a <script> element the browser ends the data at the first "</script" whatever its case or
// spacing, and "<!--" changes how it looks for that end. JSON-LD carries member and operator text,
// so no character that can start markup is written as itself: "<", ">" and "&" become JSON
// escapes, as do U+2028 and U+2029 (line breaks to pre-ES2019 JavaScript). JSON.parse reads the
// same strings back.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(UNSAFE, (c) => ESCAPES[c] ?? c);
}

// Every JSON-LD block of the app goes through here: one <script type="application/ld+json"> per
// object. It is data the browser never runs, so it needs no CSP nonce.
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  const blocks: readonly JsonLdObject[] = Array.isArray(data) ? data : [data as JsonLdObject];
  return (
    <>
      {blocks.map((block, n) => (
        <script key={n} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
      ))}
    </>
  );
}
