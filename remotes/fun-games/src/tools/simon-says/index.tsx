import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, CheckField, CopyButton, Message, useQueryState, type ToolProps } from '@toolhub/shared';
import { useActionKey, useTabHidden } from '../../input/useActionKey';
import { useHighScore } from '../../records/useHighScore';
import { playTone, unlockAudio } from './audio';
import {
  ERROR_FREQUENCY,
  IDLE,
  LEAD_IN_MS,
  PADS,
  PRESS_MS,
  describeSequence,
  finishShowing,
  padForKey,
  padInfo,
  pause,
  press,
  resume,
  sanitizeBest,
  scoreOf,
  shareText,
  startGame,
  timingFor,
  type PadId,
  type SimonState,
} from './logic';
import { PadButton } from './PadButton';
import { Scoreboard } from './Scoreboard';
import styles from './styles.module.css';

const on = (value: string) => value !== '0';
const flag = (checked: boolean) => (checked ? '1' : '0');

/** Keys typed into a text field or a select belong to it, not to the game (a checkbox has no use for Q or 1). */
function typingElsewhere(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input:not([type="checkbox"]):not([type="button"]), textarea, select, [contenteditable="true"], [role="dialog"]') !== null;
}

export default function SimonSaysTool({ tool }: ToolProps) {
  const [strictParam, setStrictParam] = useQueryState('strict', '0');
  const [speedParam, setSpeedParam] = useQueryState('speedup', '1');
  const [soundParam, setSoundParam] = useQueryState('sound', '1');
  const [symbolsParam, setSymbolsParam] = useQueryState('symbols', '1');
  const strict = on(strictParam);
  const speedUp = on(speedParam);
  const sound = on(soundParam);
  const symbols = on(symbolsParam);

  const [game, setGame] = useState<SimonState>(IDLE);
  const [lit, setLit] = useState<PadId | null>(null);
  const [mistake, setMistake] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const relaxed = useHighScore('toolhub:simon-says:best', sanitizeBest);
  const strictRecord = useHighScore('toolhub:simon-says:best-strict', sanitizeBest);
  const playing = game.phase !== 'idle';
  const record = (playing ? game.strict : strict) ? strictRecord : relaxed;
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const beep = (frequency: number, ms: number, buzz = false) => {
    if (sound) playTone(frequency, ms, buzz);
  };
  // Playback reads the sound and speed options as they are now, without restarting on a change.
  const tone = useEffectEvent(beep);
  const timing = useEffectEvent((length: number) => timingFor(length, speedUp));

  // Playback: lights and sounds each pad of the sequence in turn, then hands over to the player.
  useEffect(() => {
    if (game.phase !== 'showing') return;
    const { toneMs, gapMs } = timing(game.sequence.length);
    const timers: ReturnType<typeof setTimeout>[] = [];
    game.sequence.forEach((pad, index) => {
      const at = LEAD_IN_MS + index * (toneMs + gapMs);
      timers.push(
        setTimeout(() => {
          setLit(pad);
          tone(padInfo(pad).frequency, toneMs);
        }, at),
      );
      timers.push(setTimeout(() => setLit(null), at + toneMs));
    });
    timers.push(
      setTimeout(
        () => {
          setGame((g) => finishShowing(g));
          setMistake(false);
          setAnnouncement(`Your turn: repeat ${game.sequence.length} ${game.sequence.length === 1 ? 'colour' : 'colours'}.`);
        },
        LEAD_IN_MS + game.sequence.length * (toneMs + gapMs),
      ),
    );
    return () => {
      timers.forEach(clearTimeout);
      setLit(null);
    };
  }, [game.phase, game.sequence, game.mistakes]);

  useEffect(() => () => clearTimeout(pressTimer.current), []);

  function start() {
    unlockAudio();
    const next = startGame(strict);
    relaxed.clearNewRecord();
    strictRecord.clearNewRecord();
    setMistake(false);
    setGame(next);
    setAnnouncement(`Round 1. Watch: ${describeSequence(next.sequence)}.`);
  }

  function onPad(pad: PadId) {
    if (game.phase !== 'input') return;
    unlockAudio();
    const { state, outcome } = press(game, pad);
    clearTimeout(pressTimer.current);
    setLit(pad);
    pressTimer.current = setTimeout(() => setLit(null), PRESS_MS);
    setGame(state);
    if (outcome === 'good') {
      beep(padInfo(pad).frequency, PRESS_MS);
      setMistake(false);
    } else if (outcome === 'round') {
      beep(padInfo(pad).frequency, PRESS_MS);
      const completed = scoreOf(state);
      record.offer(completed);
      setAnnouncement(`Correct! Round ${state.sequence.length}. Watch: ${describeSequence(state.sequence)}.`);
    } else if (outcome === 'retry') {
      beep(ERROR_FREQUENCY, 500, true);
      setMistake(true);
      setAnnouncement(`Wrong pad: that was ${padInfo(pad).name.toLowerCase()}. Watch again: ${describeSequence(state.sequence)}.`);
    } else if (outcome === 'over') {
      beep(ERROR_FREQUENCY, 700, true);
      setMistake(true);
      const score = scoreOf(state);
      setAnnouncement(`Game over. You repeated ${score} ${score === 1 ? 'colour' : 'colours'}.`);
    }
  }

  // Q W A S, 1–4 and the arrows press the pads, wherever the focus is (but not while typing).
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || typingElsewhere(event.target)) return;
      const pad = padForKey(event);
      if (!pad) return;
      if (game.phase === 'input' || game.phase === 'showing') event.preventDefault();
      onPad(pad);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  // Space or Enter starts a game from anywhere that is not a control.
  useActionKey(() => {
    if (game.phase === 'idle' || game.phase === 'over') start();
    else if (game.phase === 'paused') onResume();
  });

  useTabHidden(() => {
    setGame((g) => pause(g));
    setLit(null);
  });

  function onPause() {
    setGame((g) => pause(g));
    setAnnouncement('Paused.');
  }
  function onResume() {
    unlockAudio();
    setGame((g) => resume(g));
    setAnnouncement(`Round ${game.sequence.length}. Watch again: ${describeSequence(game.sequence)}.`);
  }

  const score = scoreOf(game);
  const round = game.sequence.length;
  const status =
    game.phase === 'idle'
      ? 'Press Start'
      : game.phase === 'showing'
        ? mistake
          ? 'Oops! Watch again…'
          : 'Watch…'
        : game.phase === 'input'
          ? `Your turn: ${game.step} of ${round}`
          : game.phase === 'paused'
            ? 'Paused'
            : 'Game over';

  return (
    <div className={`th-stack ${styles.tool}`}>
      <div className={styles.options}>
        <CheckField label="Strict mode" checked={strict} onChange={(v) => setStrictParam(flag(v))} hint="One mistake ends the game." />
        <CheckField label="Speed up" checked={speedUp} onChange={(v) => setSpeedParam(flag(v))} hint="Faster after 5, 9 and 13 pads." />
        <CheckField label="Sound" checked={sound} onChange={(v) => setSoundParam(flag(v))} />
        <CheckField label="Symbols on pads" checked={symbols} onChange={(v) => setSymbolsParam(flag(v))} hint="▲ ● ■ ◆ for colour-blind play." />
      </div>

      <section className={`th-card ${styles.play}`} aria-label={tool.name} data-phase={game.phase}>
        <Scoreboard round={round} score={score} strict={playing ? game.strict : strict} best={record.highScore} newRecord={record.newRecord} />

        <div className={styles.board} data-mistake={mistake} data-symbols={symbols} role="group" aria-label="Simon pads">
          {PADS.map((pad) => (
            <PadButton key={pad.id} id={pad.id} lit={lit === pad.id} ready={game.phase === 'input'} showSymbol={symbols} onPress={onPad} />
          ))}
          <p className={styles.hub} aria-hidden="true">
            {game.phase === 'idle' ? 'SIMON' : round}
          </p>
        </div>

        <p className={styles.status} data-tone={game.phase === 'over' ? 'over' : mistake ? 'mistake' : undefined}>
          {status}
        </p>
        <p className="th-visually-hidden" aria-live="polite">
          {announcement}
        </p>

        <div className={styles.actions}>
          {(game.phase === 'idle' || game.phase === 'over') && (
            <Button variant="primary" onClick={start}>
              {game.phase === 'idle' ? 'Start' : 'Play again'}
            </Button>
          )}
          {(game.phase === 'showing' || game.phase === 'input') && (
            <Button variant="ghost" onClick={onPause}>
              Pause
            </Button>
          )}
          {game.phase === 'paused' && (
            <Button variant="primary" onClick={onResume}>
              Resume
            </Button>
          )}
          {game.phase === 'over' && <CopyButton text={shareText(score, game.strict)} label="Copy score" />}
        </div>

        {game.phase === 'over' && (
          <p className={styles.final} role="status">
            You repeated <strong>{score}</strong> {score === 1 ? 'colour' : 'colours'}
            {record.newRecord && <strong className={styles.newBest}> · New best!</strong>}
          </p>
        )}
      </section>

      {playing && game.phase !== 'over' && game.strict !== strict && <Message tone="info">{strict ? 'Strict' : 'Relaxed'} mode starts with your next game.</Message>}
      {record.storageLost && <p className="th-hint">This browser isn’t saving your best score, so it will be gone after you leave.</p>}
      <p className={`th-hint ${styles.keyHints}`}>
        Watch the pads light up, then repeat them in the same order; each round adds one more. Play by tap, click or keys: <kbd>Q</kbd> <kbd>W</kbd> <kbd>A</kbd> <kbd>S</kbd> (the pads’ places), <kbd>1</kbd>–<kbd>4</kbd> or the arrows (↑ green, → red, ← yellow, ↓ blue).
        There is no time limit on your turn. Without strict mode a mistake replays the round. The game pauses when you leave the tab.
      </p>
    </div>
  );
}
