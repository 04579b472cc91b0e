import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a resource's mutation hook (`use…Mutation` in lib/api/<resource>.ts) takes from the screen:
 * its own callbacks (toasts, navigation, local state) and options such as `retry`. The hook owns
 * the request and the cache work (edits and invalidations through the keys of keys.ts), which
 * runs before the screen's callback of the same name.
 */
export type MutationCallbacks<TData, TVariables = void, TOnMutate = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TOnMutate>,
  'mutationFn'
>;
