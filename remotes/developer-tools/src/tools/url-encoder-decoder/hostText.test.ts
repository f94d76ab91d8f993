import { describe, expect, it } from 'vitest';
import { hostText } from './hostText';

describe('hostText', () => {
  it.each<[string, { text: string; special: boolean } | null]>([
    ['https://u:p@Ex.com:80/x', { text: 'Ex.com', special: true }],
    ['HTTPS://ex ample.com/', { text: 'ex ample.com', special: true }],
    ['https:ex ample.com', { text: 'ex ample.com', special: true }],
    ['https:\\\\/ex.com', { text: 'ex.com', special: true }],
    ['https://a\\b/', { text: 'a', special: true }],
    ['https://a@b@c.com/', { text: 'c.com', special: true }],
    ['https://a\tb\n.com/', { text: 'ab.com', special: true }],
    [' \u0001https://a b/ ', { text: 'a b', special: true }],
    ['https://[::1]:8080/', { text: '[::1]', special: true }],
    ['https://[::1]x:80/', { text: '[::1]x', special: true }],
    ['ws://a%20b?q', { text: 'a%20b', special: true }],
    ['file://ex ample/x', { text: 'ex ample', special: true }],
    ['file://a:b@c/x', { text: 'a:b@c', special: true }],
    ['file:///tmp/x', { text: '', special: true }],
    ['file://C|/x', null],
    ['file:/tmp/x', null],
    ['foo://a\\b/c', { text: 'a\\b', special: false }],
    ['foo://[::1]:8/', { text: '[::1]', special: false }],
    ['foo:/a b', null],
    ['mailto:a b@example.com', null],
    ['no scheme', null],
  ])('%j → %j', (url, expected) => {
    expect(hostText(url)).toEqual(expected);
  });
});
