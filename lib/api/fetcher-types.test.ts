/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Issue 29 §3: the browser's fetchers are typed from the response schemas. Every route's contract
// declares what it answers (a zod schema of lib/validation); a fetcher names that answer as the
// `…Dto = z.infer<typeof …Schema>` exported beside the schema, so a change of the schema changes
// the type the screens read, and a hand-written type can never drift from what the server sends.
// The compiler cannot tell a derived type from a hand-written one, so this reads the sources:
// every call of a fetcher (and of a local wrapper that passes its own type parameter on) must name
// its answer with types imported from lib/validation that are z.infer / z.output of a schema, or
// built only from such: no inline object type, no `unknown`, no primitive, no intersection.

const ROOT = process.cwd();

/** The fetchers of lib/api/request.ts and lib/api/reads.ts. apiReadPart<T, D>: only T is the answer. */
const FETCHERS = new Set(['get', 'post', 'put', 'patch', 'del', 'postMultipart', 'apiRead', 'apiReadPart', 'apiPages', 'apiCursorPages']);
const FETCHER_MODULES = new Set(['./request', './reads', '@/lib/api/request', '@/lib/api/reads']);

/** Types a fetcher may name that have no schema to derive from, each with its reason. */
const ALLOWED_TYPES: Record<string, string> = {
  // A route whose contract answers `z.null()` (a delete, a sign-out, a password reset): `data` is null.
  null: 'the answer is `z.null()`',
};

/** Single calls that cannot be typed from a schema, each with its reason. */
const ALLOWED_CALLS: { file: string; call: string; why: string }[] = [
  {
    file: 'lib/api/probability.ts',
    call: 'get<unknown>',
    // NEXT_PUBLIC_PROBABILITY_LIST_URL may point at another service's list: its answer is read as
    // unknown and kept row by row by normaliseProbabilityList (our own route answers
    // z.array(probabilityListEntrySchema), which passes unchanged).
    why: 'an operator-configured endpoint, possibly not ours',
  },
];

// ── lib/validation: which exported types are derived from a schema ───────────────────────────────

type Module = { aliases: Map<string, ts.TypeAliasDeclaration>; reexports: Map<string, { from: string; name: string }> };

function parse(file: string, text = fs.readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** `@/lib/validation/x` or `./x` (from `fromFile`) → `lib/validation/x.ts`. */
function resolveModule(specifier: string, fromFile: string): string | null {
  const bare = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? rel(path.join(path.dirname(fromFile), specifier))
      : null;
  if (!bare) return null;
  for (const candidate of [`${bare}.ts`, `${bare}/index.ts`]) if (fs.existsSync(path.join(ROOT, candidate))) return candidate;
  return null;
}

function readModule(file: string, text?: string): Module {
  const aliases = new Map<string, ts.TypeAliasDeclaration>();
  const reexports = new Map<string, { from: string; name: string }>();
  const source = parse(path.join(ROOT, file), text);
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement) && isExported(statement)) aliases.set(statement.name.text, statement);
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      const from = resolveModule((statement.moduleSpecifier as ts.StringLiteral).text, path.join(ROOT, file));
      if (!from) continue;
      for (const el of statement.exportClause.elements) reexports.set(el.name.text, { from, name: (el.propertyName ?? el.name).text });
    }
  }
  return { aliases, reexports };
}

const VALIDATION = new Map(sourceFiles(path.join(ROOT, 'lib/validation')).map((file) => [rel(file), readModule(rel(file))]));

/** `z.infer<…>` or `z.output<…>`: the whole type is a schema's answer. */
function isInfer(type: ts.TypeNode): boolean {
  if (!ts.isTypeReferenceNode(type) || !ts.isQualifiedName(type.typeName)) return false;
  const { left, right } = type.typeName;
  return ts.isIdentifier(left) && left.text === 'z' && (right.text === 'infer' || right.text === 'output');
}

/**
 * Why `type` is not a schema's answer, or null when it is: references to `ok` names, arrays, unions
 * and `null` (each part itself checked). `ok` tells a referenced name.
 */
function refusal(type: ts.TypeNode, ok: (name: string) => boolean): string | null {
  if (ts.isParenthesizedTypeNode(type)) return refusal(type.type, ok);
  if (ts.isArrayTypeNode(type)) return refusal(type.elementType, ok);
  if (ts.isUnionTypeNode(type)) return type.types.map((t) => refusal(t, ok)).find((r) => r !== null) ?? null;
  if (ts.isLiteralTypeNode(type) && type.literal.kind === ts.SyntaxKind.NullKeyword) return 'null' in ALLOWED_TYPES ? null : '`null`';
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
    if (!ok(type.typeName.text)) return `\`${type.typeName.text}\` is not a z.infer-derived type imported from lib/validation`;
    return (type.typeArguments ?? []).map((t) => refusal(t, ok)).find((r) => r !== null) ?? null;
  }
  if (ts.isTypeLiteralNode(type)) return 'an inline object type';
  if (type.kind === ts.SyntaxKind.UnknownKeyword || type.kind === ts.SyntaxKind.AnyKeyword) return `\`${type.getText()}\``;
  return `\`${type.getText()}\` (not built from schema types)`;
}

const derivedCache = new Map<string, boolean>();

/** Whether `name`, exported by validation module `file`, is z.infer / z.output of a schema or built only from such. */
function isDerived(file: string, name: string, seen = new Set<string>()): boolean {
  const key = `${file}#${name}`;
  if (derivedCache.has(key)) return derivedCache.get(key)!;
  if (seen.has(key)) return false;
  seen.add(key);
  const mod = VALIDATION.get(file);
  let result = false;
  const reexport = mod?.reexports.get(name);
  const alias = mod?.aliases.get(name);
  if (reexport) result = reexport.from.startsWith('lib/validation/') && isDerived(reexport.from, reexport.name, seen);
  else if (alias) {
    const params = new Set((alias.typeParameters ?? []).map((p) => p.name.text));
    result =
      isInfer(alias.type) ||
      refusal(
        alias.type,
        (ref) => params.has(ref) || [...VALIDATION.keys()].some((f) => VALIDATION.get(f)!.aliases.has(ref) && isDerived(f, ref, seen)),
      ) === null;
  }
  derivedCache.set(key, result);
  return result;
}

// ── The fetcher calls ───────────────────────────────────────────────────────────────────────────

type Problem = string;

function enclosingGenericOwner(node: ts.Node, typeName: string): string | null {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (!ts.isFunctionLike(at) || !at.typeParameters?.some((p) => p.name.text === typeName)) continue;
    if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name && ts.isIdentifier(at.name)) return at.name.text;
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && ts.isVariableDeclaration(at.parent) && ts.isIdentifier(at.parent.name)) {
      return at.parent.name.text;
    }
    return null;
  }
  return null;
}

/** The problems of one source file's fetcher calls, and how many calls it has. */
function checkSource(file: string, text: string): { problems: Problem[]; calls: number } {
  const source = parse(path.join(ROOT, file), text);
  const fetchers = new Map<string, string>(); // local name → fetcher
  const validationImports = new Map<string, { from: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const bindings = statement.importClause.namedBindings;
    if (!ts.isNamedImports(bindings)) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    for (const el of bindings.elements) {
      const imported = (el.propertyName ?? el.name).text;
      if (FETCHER_MODULES.has(specifier) && FETCHERS.has(imported)) fetchers.set(el.name.text, imported);
      const from = specifier.startsWith('@/lib/validation/') ? resolveModule(specifier, path.join(ROOT, file)) : null;
      if (from) validationImports.set(el.name.text, { from, name: imported });
    }
  }
  const ok = (name: string) => {
    const imported = validationImports.get(name);
    return imported !== undefined && isDerived(imported.from, imported.name);
  };

  // Local wrappers (`live<T>` calling `apiRead<T>`) are fetchers too: found until none is new.
  const calls: { node: ts.CallExpression; callee: string }[] = [];
  const collect = () => {
    calls.length = 0;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && fetchers.has(node.expression.text)) {
        calls.push({ node, callee: node.expression.text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  };
  const passedOn = (call: ts.CallExpression): string | null => {
    const [first] = call.typeArguments ?? [];
    if (!first || !ts.isTypeReferenceNode(first) || !ts.isIdentifier(first.typeName) || first.typeArguments) return null;
    return enclosingGenericOwner(call, first.typeName.text);
  };
  for (let grew = true; grew;) {
    grew = false;
    collect();
    for (const { node } of calls) {
      const owner = passedOn(node);
      if (owner && !fetchers.has(owner)) {
        fetchers.set(owner, `wrapper ${owner}`);
        grew = true;
      }
    }
  }

  const problems: Problem[] = [];
  for (const { node, callee } of calls) {
    if (passedOn(node)) continue; // checked where the wrapper is called
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    const where = `${file}:${line + 1} ${callee}`;
    const args = node.typeArguments;
    if (!args || args.length === 0) {
      problems.push(`${where}: no type argument (name the answer's type)`);
      continue;
    }
    // apiReadPart<T, D>: D is what the query keeps, the screen's own.
    const answer = args[0]!;
    const callText = `${callee}<${answer.getText()}>`;
    if (ALLOWED_CALLS.some((a) => a.file === file && a.call === callText)) continue;
    const why = refusal(answer, ok);
    if (why) problems.push(`${where}<${answer.getText()}>: ${why}`);
  }
  return { problems, calls: calls.length };
}

/** Sources of the browser's code that call the fetchers: lib (not lib/server), stores, components and app (not app/api). */
function browserSources(): string[] {
  return ['lib', 'stores', 'components', 'app']
    .flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map(rel)
    .filter((file) => !['lib/server/', 'lib/validation/', 'app/api/'].some((dir) => file.startsWith(dir)));
}

it('every fetcher call names its answer with a type derived from a lib/validation schema', () => {
  let total = 0;
  const problems: Problem[] = [];
  for (const file of browserSources()) {
    const result = checkSource(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
    total += result.calls;
    problems.push(...result.problems);
  }
  expect(problems).toEqual([]);
  // The scan did find the fetchers (a broken scan would pass with none).
  expect(total).toBeGreaterThan(150);
});

it('each allowed call is still there (an allowance outliving its call is removed)', () => {
  for (const { file, call } of ALLOWED_CALLS) {
    expect(fs.readFileSync(path.join(ROOT, file), 'utf8')).toContain(call);
  }
});

describe('the check itself', () => {
  const header = [
    "import type { PaginatedDto } from '@/lib/validation/common';",
    "import type { MeDto } from '@/lib/validation/users';",
    "import type { PostPageDto, PostSummaryDto, SORTS } from '@/lib/validation/posts';",
    "import { apiRead, apiReadPart } from './reads';",
    "import { del, get, post as send } from './request';",
    'type User = MeDto;',
  ].join('\n');
  const check = (body: string) => checkSource('lib/api/example.ts', `${header}\n${body}\n`).problems;

  it('accepts schema types, arrays, unions with null, derived generics and null', () => {
    expect(
      check(
        [
          "get<MeDto>('/a/');",
          "send<MeDto[] | null>('/a/');",
          "del<null>('/a/');",
          "apiRead<PaginatedDto<PostSummaryDto>>('/a/');",
          "apiReadPart<PostPageDto, number>('/a/', undefined, (p) => p.count);",
          'const live = <T>(p: string) => apiRead<T>(p);',
          "live<MeDto>('/a/');",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('refuses inline objects, unknown, primitives, intersections, local and non-derived types, and untyped calls', () => {
    const problems = check(
      [
        "send<{ updated: number }>('/a/');",
        "get<unknown>('/a/');",
        "get<string[]>('/a/');",
        "get<MeDto & { extra: 1 }>('/a/');",
        "get<User>('/a/');",
        "get<(typeof SORTS)[number]>('/a/');",
        "del('/a/');",
        'function live<T>(p: string) { return apiRead<T>(p); }',
        "live<{ a: 1 }>('/a/');",
        "apiRead<PaginatedDto<{ a: 1 }>>('/a/');",
      ].join('\n'),
    );
    expect(problems).toHaveLength(9);
    expect(problems[0]).toMatch(/example\.ts:7 send<\{ updated: number \}>: an inline object type$/);
    expect(problems[1]).toMatch(/get<unknown>: `unknown`$/);
    expect(problems[2]).toMatch(/get<string\[\]>: `string` \(not built from schema types\)$/);
    expect(problems[3]).toMatch(/get<MeDto & \{ extra: 1 \}>: /);
    expect(problems[4]).toMatch(/get<User>: `User` is not a z\.infer-derived type imported from lib\/validation$/);
    expect(problems[5]).toMatch(/get<\(typeof SORTS\)\[number\]>: /);
    expect(problems[6]).toMatch(/del: no type argument/);
    expect(problems[7]).toMatch(/live<\{ a: 1 \}>: an inline object type$/);
    expect(problems[8]).toMatch(/apiRead<PaginatedDto<\{ a: 1 \}>>: an inline object type$/);
  });
});
