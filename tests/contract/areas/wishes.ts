/** The contract for wishes for coming-soon tools (notify me): one per user and tool, counted per tool. */
import { expect, it } from 'vitest';
import { type ContractContext, codeOf, describeWithDocuments, nextAuthState, uniqueEmail } from '../contract-helpers';

export function wishesContract({ open, options }: ContractContext): void {
  // Issue 17 §3: wishes for coming-soon tools, one per user and tool, counted per tool.
  describeWithDocuments(options, 'wishes for coming-soon tools', () => {
    /** A tool path no other test (nor an earlier run against the same emulator) has wished for. */
    const freshToolPath = () => `wish-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

    it('adds a wish once, however often and however fast it is added, and lists it as the user’s own', async () => {
      const backend = await open();
      const user = await backend.createAccount(uniqueEmail(), 'secret123');
      const tool = freshToolPath();
      expect(await backend.wishCount(tool)).toBe(0);
      expect(await backend.listMyWishes(user.uid)).toEqual([]);
      await backend.addWish(user.uid, tool);
      await backend.addWish(user.uid, tool);
      expect(await backend.wishCount(tool)).toBe(1);
      // Two tabs merging the same browser wish at sign-in.
      const other = freshToolPath();
      await Promise.all([backend.addWish(user.uid, other), backend.addWish(user.uid, other)]);
      expect(await backend.wishCount(other)).toBe(1);
      expect(await backend.listMyWishes(user.uid)).toEqual([tool, other].sort());
    });

    it('counts wishes from two users; each withdraws only their own, once', async () => {
      const backend = await open();
      const [tool, other] = [freshToolPath(), freshToolPath()];
      const adaEmail = uniqueEmail();
      const ada = await backend.createAccount(adaEmail, 'secret123');
      await backend.addWish(ada.uid, tool);
      await backend.addWish(ada.uid, other);
      await backend.signOut();
      const bob = await backend.createAccount(uniqueEmail(), 'secret123');
      await backend.addWish(bob.uid, tool);
      expect(await backend.wishCount(tool)).toBe(2);
      expect(await backend.listMyWishes(bob.uid)).toEqual([tool]);
      await backend.removeWish(bob.uid, tool);
      await backend.removeWish(bob.uid, tool);
      expect(await backend.wishCount(tool)).toBe(1);
      expect(await backend.listMyWishes(bob.uid)).toEqual([]);
      // Withdrawing a wish never made changes nothing either.
      await backend.removeWish(bob.uid, other);
      expect(await backend.wishCount(other)).toBe(1);
      await backend.signOut();
      // Anyone, signed out too, may read how many want a tool.
      expect(await backend.wishCount(tool)).toBe(1);
      await backend.signIn(adaEmail, 'secret123');
      expect(await backend.listMyWishes(ada.uid)).toEqual([tool, other].sort());
    });

    it('refuses wishes written or read for someone else, writes while signed out, and paths that are not tool paths', async () => {
      const backend = await open();
      const tool = freshToolPath();
      await nextAuthState(backend, (user) => user === null);
      expect(await codeOf(backend.addWish('nobody', tool))).toBe('permission-denied');
      const ada = await backend.createAccount(uniqueEmail(), 'secret123');
      await backend.addWish(ada.uid, tool);
      await backend.signOut();
      expect(await codeOf(backend.removeWish(ada.uid, tool))).toBe('permission-denied');
      expect(await codeOf(backend.listMyWishes(ada.uid))).toBe('permission-denied');
      const bob = await backend.createAccount(uniqueEmail(), 'secret123');
      expect(await codeOf(backend.addWish(ada.uid, freshToolPath()))).toBe('permission-denied');
      expect(await codeOf(backend.removeWish(ada.uid, tool))).toBe('permission-denied');
      expect(await codeOf(backend.listMyWishes(ada.uid))).toBe('permission-denied');
      expect(await backend.wishCount(tool)).toBe(1);
      for (const bad of ['Not A Path', '../users', 'wish-counts/x', '', 'a'.repeat(101)]) {
        expect(await codeOf(backend.addWish(bob.uid, bad))).toBe('invalid-argument');
        expect(await codeOf(backend.removeWish(bob.uid, bad))).toBe('invalid-argument');
        expect(await codeOf(backend.wishCount(bad))).toBe('invalid-argument');
      }
      expect(await backend.listMyWishes(bob.uid)).toEqual([]);
    });

    it('ranks the counts, most wanted first, for admins only', async () => {
      const backend = await open();
      const [first, second] = [freshToolPath(), freshToolPath()];
      const ada = await backend.createAccount(uniqueEmail(), 'secret123');
      await backend.addWish(ada.uid, second);
      await backend.addWish(ada.uid, first);
      expect(await codeOf(backend.listWishCounts())).toBe('permission-denied');
      await backend.signOut();
      const bob = await backend.createAccount(uniqueEmail(), 'secret123');
      await backend.addWish(bob.uid, first);
      await backend.signOut();
      expect(await codeOf(backend.listWishCounts())).toBe('permission-denied');

      const admin = await backend.createAccount(options.adminEmail(), 'secret123');
      await options.grantAdmin(admin);
      expect(await backend.isAdmin(admin)).toBe(true);
      const counts = await backend.listWishCounts();
      expect(counts.filter((c) => c.toolPath === first || c.toolPath === second)).toEqual([
        { toolPath: first, count: 2 },
        { toolPath: second, count: 1 },
      ]);
      const order = counts.map((c) => c.count);
      expect(order).toEqual([...order].sort((a, b) => b - a));
    });
  });
}
