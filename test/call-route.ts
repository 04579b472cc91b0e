type RouteFn<P> = (req: Request, ctx: { params: Promise<P> }) => Promise<Response>;

// Calls a route handler the way Next does, and returns status, headers and parsed JSON.
export async function callRoute<P = Record<string, string>>(fn: RouteFn<P>, path: string, init: RequestInit & { params?: P } = {}) {
  const { params, ...rest } = init;
  const res = await fn(new Request(`http://localhost${path}`, rest), { params: Promise.resolve((params ?? {}) as P) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
