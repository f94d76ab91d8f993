import { describe, expect, it } from 'vitest';
import * as worker from '../worker';
import { countingLazyRegExp } from './count-lazy-regexp';

describe('countingLazyRegExp', () => {
  it('counts each pattern once, when it is first built, and keeps the rest of the module', () => {
    const counter = { built: 0 };
    const counted = countingLazyRegExp(worker, counter);
    const letters = counted.lazyRegExp('\\p{L}+', 'u');
    const digits = counted.lazyRegExp('\\d+');
    expect(counter.built).toBe(0);
    expect(letters().test('été')).toBe(true);
    expect(letters()).toBe(letters());
    expect(counter.built).toBe(1);
    expect(digits().test('42')).toBe(true);
    expect(counter.built).toBe(2);
    expect(counted.formatNumber).toBe(worker.formatNumber);
  });
});
