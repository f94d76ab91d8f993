/**
 * The backend contract: one suite every adapter must pass. `backendContract` is called once per
 * adapter with a factory; the Firestore-backed parts take a skip reason when no database is
 * reachable, so a run says plainly what it did not check. Each area's tests are in ./areas.
 */
import { afterEach, describe } from 'vitest';
import type { Backend } from '../../host/src/backend/backend';
import { accountDeletionContract } from './areas/account-deletion';
import { accountsContract } from './areas/accounts';
import { activitiesContract } from './areas/activities';
import { analyticsContract } from './areas/analytics';
import { feedbackContract } from './areas/feedback';
import { passwordChangeContract } from './areas/password-change';
import { profilesContract } from './areas/profiles';
import { wishesContract } from './areas/wishes';
import { type ContractContext, type ContractOptions, describeWithDocuments } from './contract-helpers';

export { type ContractOptions, codeOf, nextAuthState, uniqueEmail } from './contract-helpers';

export function backendContract(name: string, makeBackend: () => Promise<Backend> | Backend, options: ContractOptions): void {
  describe(`backend contract: ${name}`, () => {
    const opened: Backend[] = [];
    const open = async () => {
      const backend = await makeBackend();
      opened.push(backend);
      return backend;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((b) => b.signOut().catch(() => undefined).then(() => b.close())));
    });
    const context: ContractContext = { open, options };

    accountsContract(context);
    describeWithDocuments(options, 'profiles, feedback, activities and analytics', () => {
      profilesContract(context);
      feedbackContract(context);
      activitiesContract(context);
      analyticsContract(context);
    });
    wishesContract(context);
    passwordChangeContract(context);
    accountDeletionContract(context);
  });
}
