import { useState } from 'react';
import { Button, CopyButton, Message, Segmented, useQueryState, useStoredState, type ToolProps } from '@toolhub/shared';
import { useShortcutKeys } from '../../keyboard/useShortcutKeys';
import { FAMILY_DARES, FAMILY_TRUTHS } from './data/family';
import { PARTY_DARES, PARTY_TRUTHS } from './data/party';
import {
  DEFAULT_LEVEL,
  KIND_LABEL,
  LEVELS,
  advanceTurn,
  currentPlayer,
  deckKey,
  drawPrompt,
  levelLabel,
  parseLevel,
  pickKind,
  possessive,
  promptsLeft,
  restoreDecks,
  restorePlayers,
  type Decks,
  type Kind,
  type Level,
  type Players,
  type Prompt,
  type PromptPools,
} from './logic';
import { PlayersPanel } from './PlayersPanel';
import styles from './styles.module.css';

const POOLS: PromptPools = {
  family: { truth: FAMILY_TRUTHS, dare: FAMILY_DARES },
  party: { truth: PARTY_TRUTHS, dare: PARTY_DARES },
};

const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l.id, label: l.label }));

const DECKS_KEY = 'toolhub:truth-or-dare:decks';
const PLAYERS_KEY = 'toolhub:truth-or-dare:players';

interface Card {
  kind: Kind;
  prompt: Prompt;
  player: string | null;
  level: Level;
}

export default function TruthOrDareTool(_props: ToolProps) {
  const [levelParam, setLevelParam] = useQueryState('level', DEFAULT_LEVEL);
  const parsedLevel = parseLevel(levelParam);
  const level = parsedLevel ?? DEFAULT_LEVEL;

  const [decks, setDecks] = useStoredState<Decks>(DECKS_KEY, (stored) => restoreDecks(stored, POOLS));
  const [players, setPlayers] = useStoredState<Players>(PLAYERS_KEY, restorePlayers);
  const [card, setCard] = useState<Card | null>(null);
  const [notice, setNotice] = useState<string | null>(null);


  function deal(kind: Kind, sameTurn = false) {
    const result = drawPrompt(decks, POOLS, level, kind);
    if (!result) return;
    setDecks(result.decks);
    const player = sameTurn && card ? card.player : currentPlayer(players);
    if (!sameTurn) setPlayers(advanceTurn(players));
    setCard({ kind, prompt: result.prompt, player, level });
    setNotice(
      result.reshuffled
        ? `That was every ${levelLabel(level).toLowerCase()} ${kind} — the ${kind}s have been reshuffled and can come round again.`
        : null,
    );
  }

  function chooseLevel(next: Level) {
    setLevelParam(next);
    setCard(null);
    setNotice(null);
  }

  function forgetSeen() {
    const cleared = { ...decks, [deckKey(level, 'truth')]: { seen: [] }, [deckKey(level, 'dare')]: { seen: [] } };
    setDecks(cleared);
    setNotice(`Every ${levelLabel(level).toLowerCase()} prompt is back in play.`);
  }

  useShortcutKeys({ t: () => deal('truth'), d: () => deal('dare'), r: () => deal(pickKind()) });

  const upNext = currentPlayer(players);
  const truthsLeft = promptsLeft(decks, POOLS, level, 'truth');
  const daresLeft = promptsLeft(decks, POOLS, level, 'dare');
  const cardFor = card?.player ? `${possessive(card.player)} ${card.kind}` : card ? KIND_LABEL[card.kind] : '';

  return (
    <div className={`th-columns ${styles.tool}`}>
      <div className="th-stack">
        <div className="th-field">
          <Segmented legend="Level" options={LEVEL_OPTIONS} value={level} onChange={chooseLevel} />
          <span className="th-hint">{LEVELS.find((l) => l.id === level)?.hint} Anyone may pass: press Skip for another.</span>
        </div>

        {parsedLevel === null && (
          <Message tone="warning">
            The link asked for an unknown level (“{levelParam}”), so you are playing {levelLabel(DEFAULT_LEVEL)}.
          </Message>
        )}

        <div className={styles.stage} aria-live="polite" aria-atomic="true">
          {card ? (
            <article className={`th-card ${styles.card}`} data-kind={card.kind} aria-label={cardFor}>
              <p className={styles.cardKind}>{cardFor}</p>
              <p className={styles.cardText}>{card.prompt.text}</p>
            </article>
          ) : (
            <div className={`th-card ${styles.card}`} data-kind="idle">
              <p className={styles.cardKind}>{upNext ? `${possessive(upNext)} turn` : 'Ready?'}</p>
              <p className={styles.cardText}>Pick Truth or Dare, or let Random decide.</p>
            </div>
          )}
          {card && upNext && <p className={styles.nextUp}>Next up: {upNext}</p>}
        </div>

        {notice && <Message tone="info">{notice}</Message>}

        <div className={styles.actions}>
          <Button variant="primary" className={styles.bigButton} aria-keyshortcuts="T" onClick={() => deal('truth')}>
            Truth
          </Button>
          <Button variant="primary" className={styles.bigButton} aria-keyshortcuts="D" onClick={() => deal('dare')}>
            Dare
          </Button>
          <Button className={styles.bigButton} aria-keyshortcuts="R" onClick={() => deal(pickKind())}>
            <span aria-hidden="true">🎲</span> Random
          </Button>
        </div>

        {card && (
          <div className="th-row">
            <Button size="sm" onClick={() => deal(card.kind, true)}>
              Skip — another {card.kind}
            </Button>
            <CopyButton size="sm" text={card.prompt.text} label="Copy" />
          </div>
        )}

        <p className="th-hint">
          {truthsLeft} of {POOLS[level].truth.length} truths and {daresLeft} of {POOLS[level].dare.length} dares left before
          anything repeats. Keys: T truth, D dare, R random.{' '}
          <button type="button" className={styles.linkButton} onClick={forgetSeen}>
            Start this level afresh
          </button>
        </p>
      </div>

      <PlayersPanel players={players} onChange={setPlayers} />
    </div>
  );
}
