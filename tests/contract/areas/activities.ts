/** The contract for activities (users/{uid}/activities): adding them and listing the most recent. */
import { expect, it } from 'vitest';
import { serverTime } from '../../../host/src/backend/backend';
import { type ContractContext, signedIn } from '../contract-helpers';

export function activitiesContract({ open }: ContractContext): void {
  it('adds activities under users/{uid}/activities and lists the most recent first', async () => {
    const { backend, user } = await signedIn(open);
    const activity = (type: 'login' | 'toolUse', toolPath: string | null) => ({
      type, description: type, icon: '🔑', link: '/', relatedData: { toolPath }, timestamp: serverTime(),
    });
    await backend.addActivity(user.uid, activity('login', null));
    await new Promise((r) => setTimeout(r, 5));
    await backend.addActivity(user.uid, activity('toolUse', 'coin-flip'));
    const listed = await backend.listRecentActivities(user.uid, 10);
    expect(listed.map((a) => a.type)).toEqual(['toolUse', 'login']);
    expect(listed[0]).toMatchObject({ relatedData: { toolPath: 'coin-flip' }, link: '/' });
    expect(listed[0]?.timestamp).toBeInstanceOf(Date);
    expect(await backend.listRecentActivities(user.uid, 1)).toHaveLength(1);
  });
}
