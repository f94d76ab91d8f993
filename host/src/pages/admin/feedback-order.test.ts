import { describe, expect, it } from 'vitest';
import type { Feedback } from '../../backend/backend';
import { newestFirst } from './feedback-order';

const item = (id: string, createdAt: Date | null): Feedback => ({ id, type: 'Other', message: id, email: null, createdAt });

describe('newestFirst', () => {
  it.each([
    { name: 'already newest first', input: [item('b', new Date(2)), item('a', new Date(1))], expected: ['b', 'a'] },
    { name: 'oldest first is reversed', input: [item('a', new Date(1)), item('b', new Date(2))], expected: ['b', 'a'] },
    { name: 'a pending server time is the newest', input: [item('a', new Date(5)), item('p', null)], expected: ['p', 'a'] },
    { name: 'an invalid date goes last', input: [item('x', new Date(Number.NaN)), item('a', new Date(1))], expected: ['a', 'x'] },
    { name: 'equal times keep the backend order', input: [item('a', new Date(1)), item('b', new Date(1))], expected: ['a', 'b'] },
    { name: 'two pending keep the backend order', input: [item('a', null), item('b', null)], expected: ['a', 'b'] },
    { name: 'none', input: [], expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(newestFirst(input).map((feedback) => feedback.id)).toEqual(expected);
  });
});
