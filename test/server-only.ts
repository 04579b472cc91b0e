// Tests load lib/server outside a React Server Components build: the marker is a no-op here.
export {};
