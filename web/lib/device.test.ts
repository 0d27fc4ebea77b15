import { describe, expect, it } from 'vitest';
import { isMobileDevice } from './device';

const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('isMobileDevice', () => {
  it('treats a window under 768 px as mobile', () => {
    expect(isMobileDevice({ width: 767, userAgent: desktop })).toBe(true);
    expect(isMobileDevice({ width: 768, userAgent: desktop })).toBe(false);
  });
  it('treats a phone as mobile whatever its width', () => {
    expect(isMobileDevice({ width: 1024, userAgent: iphone })).toBe(true);
  });
});
