// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { flushDrafts, readDraft, saveDraft } from './drafts';
import { useLinkedDraft } from './useLinkedDraft';

function Probe() {
  const [value, setValue] = useLinkedDraft('calc:total', 'of');
  const location = useLocation();
  return (
    <>
      <label>
        Total
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <output aria-label="search">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );

describe('useLinkedDraft', () => {
  it('writes every edit to the link and to the draft', async () => {
    renderAt('/percentage-calculator');
    await userEvent.setup().type(screen.getByLabelText('Total'), '200');
    expect(screen.getByLabelText('search').textContent).toBe('?of=200');
    await flushDrafts();
    expect(await readDraft('calc:total')).toBe('200');
  });

  it('takes the kept draft when the link has no value', async () => {
    saveDraft('calc:total', '75');
    await flushDrafts();
    renderAt('/percentage-calculator');
    await waitFor(() => expect((screen.getByLabelText('Total') as HTMLInputElement).value).toBe('75'));
  });

  it('lets a shared link win over the kept draft', async () => {
    saveDraft('calc:total', '75');
    await flushDrafts();
    renderAt('/percentage-calculator?of=200');
    expect((screen.getByLabelText('Total') as HTMLInputElement).value).toBe('200');
  });
});
