import { REQUEST_TIMEOUT_MS } from '@/lib/constants';

export type ScriptOptions = { integrity?: string; timeoutMs?: number };

const loading = new Map<string, Promise<void>>();

// Adds a third-party script once per URL. A failed or timed-out load is forgotten, so the
// next attempt (another click) tries again.
export function loadScript(src: string, { integrity, timeoutMs = REQUEST_TIMEOUT_MS }: ScriptOptions = {}): Promise<void> {
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      loading.delete(src);
      script.remove();
      reject(new Error(`${reason}: ${src}`));
    };
    const timer = setTimeout(() => fail('Script load timed out'), timeoutMs);
    script.src = src;
    script.async = true;
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('Script failed to load'));
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
