// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Message } from './Message';

describe('Message', () => {
  it('announces errors as alerts and other tones as status', () => {
    render(
      <>
        <Message tone="error">Bad</Message>
        <Message tone="success">Good</Message>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Bad');
    expect(screen.getByRole('status').textContent).toBe('Good');
  });
});
