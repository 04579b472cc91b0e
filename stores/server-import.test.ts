/**
 * @jest-environment node
 */
// Client components that read these stores are also rendered on the server.
test('every store imports and reads its defaults without a window', async () => {
  expect(typeof window).toBe('undefined');
  const [{ useUserStore }, { useFeedStore }, { useUiStore }, { useApiStore }] = await Promise.all([
    import('./user-store'),
    import('./feed-store'),
    import('./ui-store'),
    import('./api-store'),
  ]);
  expect(useUserStore.getState().isAuthenticated).toBe(false);
  expect(useFeedStore.getState().postReadHistory).toEqual([]);
  expect(useUiStore.getState().isPlaySoundEffect).toBe(true);
  expect(useApiStore.getState().recentSearchKeywords).toEqual([]);
});
