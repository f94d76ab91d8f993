import { FAMILY_DARES, FAMILY_TRUTHS } from '../truth-or-dare/data/family';
import { PARTY_DARES, PARTY_TRUTHS } from '../truth-or-dare/data/party';
import type { PromptPools } from '../truth-or-dare/logic';

/** Truth or Dare's own prompts, loaded only once a follow-up is chosen. */
export const POOLS: PromptPools = {
  family: { truth: FAMILY_TRUTHS, dare: FAMILY_DARES },
  party: { truth: PARTY_TRUTHS, dare: PARTY_DARES },
};
