import { backTarget, getBackTarget, goBack, PREV_PATH_STORAGE_KEY, readPrevPath, storePrevPath } from './back-target';

function setHistoryLength(length: number) {
  Object.defineProperty(window.history, 'length', { configurable: true, value: length });
}

afterEach(() => {
  window.sessionStorage.clear();
  setHistoryLength(1);
  jest.restoreAllMocks();
});

describe('getBackTarget', () => {
  it.each([
    ['/community', '/community'],
    ['/community/detail/12', '/community'],
    ['/community?tab=hot', '/community'],
    ['/mission', '/mission'],
    ['/mission/daily', '/mission'],
    ['/probability/box/1', '/'],
    ['/communityx', '/'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
  ])('%s → %s', (prev, target) => {
    expect(getBackTarget(prev)).toBe(target);
  });
});

describe('stored previous path', () => {
  it(`round-trips through sessionStorage key '${PREV_PATH_STORAGE_KEY}'`, () => {
    expect(readPrevPath()).toBeNull();
    storePrevPath('/mission/daily');
    expect(window.sessionStorage.getItem('slime-prev-path')).toBe('/mission/daily');
    expect(readPrevPath()).toBe('/mission/daily');
  });

  it('backTarget() reads the stored path', () => {
    expect(backTarget()).toBe('/');
    storePrevPath('/community/posts');
    expect(backTarget()).toBe('/community');
  });

  it('survives blocked storage', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => storePrevPath('/community')).not.toThrow();
    expect(readPrevPath()).toBeNull();
  });
});

describe('goBack', () => {
  const makeRouter = () => ({ back: jest.fn(), push: jest.fn() });

  it('runs only the custom handler when given', () => {
    const router = makeRouter();
    const customHandler = jest.fn();
    const handler = jest.fn();
    setHistoryLength(3);
    goBack(router, { customHandler, handler });
    expect(customHandler).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
    expect(router.back).not.toHaveBeenCalled();
  });

  it('runs the supplied handler when there is no custom one', () => {
    const router = makeRouter();
    const handler = jest.fn();
    setHistoryLength(3);
    goBack(router, { handler });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(router.back).not.toHaveBeenCalled();
  });

  it('goes to the previous page when there is history', () => {
    const router = makeRouter();
    setHistoryLength(3);
    goBack(router);
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('uses history.back() when the router fails', () => {
    const router = makeRouter();
    router.back.mockImplementation(() => {
      throw new Error('router not ready');
    });
    const historyBack = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    setHistoryLength(2);
    goBack(router);
    expect(historyBack).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('falls back to the stored previous section with no history', () => {
    const router = makeRouter();
    setHistoryLength(1);
    storePrevPath('/community/detail/3');
    goBack(router);
    expect(router.back).not.toHaveBeenCalled();
    expect(router.push).toHaveBeenCalledWith('/community');
  });

  it('falls back to / when nothing is stored', () => {
    const router = makeRouter();
    setHistoryLength(1);
    goBack(router);
    expect(router.push).toHaveBeenCalledWith('/');
  });
});
