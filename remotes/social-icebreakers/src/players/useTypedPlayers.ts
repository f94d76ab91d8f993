import { useMemo } from 'react';
import { useDraft } from '@toolhub/shared';
import { parsePlayers, type PlayerList } from './players';

/** The players typed one per line into a PlayersField, and the names and problems read from them. */
export interface TypedPlayers extends PlayerList {
  /** What is typed, kept as a draft across reloads. */
  text: string;
  setText: (text: string) => void;
}

export function useTypedPlayers(draftKey: string): TypedPlayers {
  const [text, setText] = useDraft(draftKey, '');
  const { names, problems } = useMemo(() => parsePlayers(text), [text]);
  return { text, setText, names, problems };
}
