import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

// jsdom with what msw's request interception needs in Node. Use per test file:
//   /** @jest-environment ./test/msw-environment.ts */
// - Node's own fetch, with the Request/Response, stream, encoding and abort classes it checks its
//   arguments against (jsdom leaves them out or has its own).
// - Module resolution without the "browser" condition, under which `msw/node` resolves to nothing.
// - msw 3 is built for Node 22: on Node 20 the test context lacks Promise.withResolvers and the Set
//   methods it calls, so they are added to that context alone.
const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'WebSocket',
  'structuredClone',
] as const;

type Context = typeof globalThis;

function addNode22Builtins({ Promise: VmPromise, Set: VmSet }: Context) {
  const promises = VmPromise as PromiseConstructor & { withResolvers?: unknown };
  promises.withResolvers ??= function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new VmPromise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
  const sets = VmSet.prototype as unknown as Record<'intersection' | 'difference', unknown>;
  sets.intersection ??= function intersection(this: Set<unknown>, other: ReadonlySet<unknown>) {
    return new VmSet([...this].filter((value) => other.has(value)));
  };
  sets.difference ??= function difference(this: Set<unknown>, other: ReadonlySet<unknown>) {
    return new VmSet([...this].filter((value) => !other.has(value)));
  };
}

export default class MswEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (name in globalThis) Object.defineProperty(this.global, name, { value: globalThis[name], writable: true, configurable: true });
    }
    addNode22Builtins(this.global as unknown as Context);
  }

  exportConditions(): string[] {
    return [''];
  }
}
