import { deviceLabel } from './device-label';

describe('deviceLabel', () => {
  it('names the browser and system', () => {
    expect(
      deviceLabel({
        device_id: 'web',
        user_agent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      }),
    ).toBe('Safari · iOS');
    expect(
      deviceLabel({
        device_id: 'web',
        user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      }),
    ).toBe('Edge · Windows');
    expect(
      deviceLabel({ device_id: 'web', user_agent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36' }),
    ).toBe('Chrome · Android');
  });

  it('uses the app device id without a user agent, and gives up on a bare web session', () => {
    expect(deviceLabel({ device_id: 'ios-device-7', user_agent: null })).toBe('ios-device-7');
    expect(deviceLabel({ device_id: 'web', user_agent: null })).toBeNull();
  });
});
