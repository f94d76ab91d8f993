/** The contract for feedback: anyone may send it (admins reading it is in analytics.ts). */
import { expect, it } from 'vitest';
import { serverTime } from '../../../host/src/backend/backend';
import type { ContractContext } from '../contract-helpers';

export function feedbackContract({ open }: ContractContext): void {
  it('adds feedback, signed in or not', async () => {
    const backend = await open();
    const id = await backend.addFeedback({ type: 'Bug Report', message: 'It broke', email: null, createdAt: serverTime() });
    expect(id).toMatch(/\S+/);
  });
}
