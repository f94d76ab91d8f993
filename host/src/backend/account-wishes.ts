/**
 * Deleting an account withdraws its wishes one by one, through the wish methods: the rules let a
 * wish go only as its tool's count goes down by one (wishes.ts), so a bulk delete would be refused
 * on Firebase and would leave the counts too high on the local adapter.
 */
import type { Backend } from './backend';

export type WishWithdrawal = Pick<Backend, 'listMyWishes' | 'removeWish'>;

export async function withdrawAllWishes(wishes: WishWithdrawal, uid: string): Promise<void> {
  for (const toolPath of await wishes.listMyWishes(uid)) await wishes.removeWish(uid, toolPath);
}
