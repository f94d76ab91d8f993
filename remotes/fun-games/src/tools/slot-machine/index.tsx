import { useCallback, useRef, useState } from 'react';
import { Button, Message, readStored, usePrefersReducedMotion, useQueryState, writeStored, type ToolProps } from '@toolhub/shared';
import { useActionKey, useTabHidden } from '../../input/useActionKey';
import { StatTile } from '../../ui/StatTile';
import { MAX_BET, MIN_BET, PAYTABLE, REEL_STRIPS, START_CREDITS } from './data';
import {
  NEW_WALLET,
  canSpin,
  evaluateLine,
  lineAt,
  outcomeText,
  parseBet,
  refill,
  sanitizeWallet,
  settleSpin,
  spinStops,
  type LineResult,
  type Wallet,
} from './logic';
import { Paytable } from './Paytable';
import { Reels, type ReelsHandle, type ReelsSpin } from './Reels';
import styles from './styles.module.css';

const WALLET_KEY = 'toolhub:slot-machine:wallet';

interface Pending {
  id: number;
  bet: number;
  result: LineResult;
  text: string;
  settled: Wallet;
}

export default function SlotMachineTool({ tool }: ToolProps) {
  const [betParam, setBetParam] = useQueryState('bet', String(MIN_BET));
  const betCheck = parseBet(betParam);
  const bet = betCheck.bet;

  const [wallet, setWallet] = useState<Wallet>(() => sanitizeWallet(readStored(WALLET_KEY, NEW_WALLET)));
  const [spin, setSpin] = useState<ReelsSpin | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [last, setLast] = useState<Pending | null>(null);
  const [storageLost, setStorageLost] = useState(false);
  const reduced = usePrefersReducedMotion();
  const reels = useRef<ReelsHandle>(null);
  const pendingRef = useRef<Pending | null>(null);
  const walletRef = useRef(wallet);
  const spinCount = useRef(0);

  const save = useCallback((next: Wallet) => {
    walletRef.current = next;
    setWallet(next);
    setStorageLost(!writeStored(WALLET_KEY, next));
  }, []);

  const spinning = pending !== null;
  const shownCredits = pending ? wallet.credits - pending.bet : wallet.credits;
  const broke = !spinning && wallet.credits < MIN_BET;
  const short = !spinning && !broke && wallet.credits < bet;

  const startSpin = useCallback(() => {
    if (pendingRef.current || !canSpin(walletRef.current, bet)) return;
    const stops = spinStops(REEL_STRIPS);
    const line = lineAt(REEL_STRIPS, stops);
    const result = evaluateLine(line, PAYTABLE);
    const id = ++spinCount.current;
    // The outcome is stored before the reels move, so reloading mid-spin cannot undo a loss.
    const settled = settleSpin(walletRef.current, bet, result.multiplier);
    setStorageLost(!writeStored(WALLET_KEY, settled));
    const next: Pending = { id, bet, result, text: outcomeText(line, result, bet), settled };
    pendingRef.current = next;
    setPending(next);
    setLast(null);
    setSpin({ id, stops });
  }, [bet]);

  const onLanded = useCallback(
    (id: number) => {
      const done = pendingRef.current;
      if (!done || done.id !== id) return;
      pendingRef.current = null;
      setPending(null);
      setLast(done);
      save(done.settled);
      // Keep the next spin playable: a bet bigger than the stack drops to what is left.
      if (done.settled.credits >= MIN_BET && done.settled.credits < bet) setBetParam(String(done.settled.credits));
    },
    [bet, save, setBetParam],
  );

  useActionKey(startSpin);
  useTabHidden(() => reels.current?.finish());

  function changeBet(next: number) {
    setBetParam(String(Math.min(MAX_BET, Math.max(MIN_BET, next))));
  }

  const win = last?.result.rule ? last : null;
  const winAmount = win ? win.bet * win.result.multiplier : 0;

  return (
    <div className={`th-stack ${styles.tool}`}>
      <section className={`th-card ${styles.machine}`} aria-label={tool.name} data-win={win !== null} data-big={win !== null && win.result.multiplier >= 30}>
        <dl className={styles.meter}>
          <StatTile label="Credits" valueTestId="credits">{shownCredits}</StatTile>
          <StatTile label="Bet">{bet}</StatTile>
          <StatTile label="Win" highlight={win !== null}>{win ? winAmount : spinning ? '…' : 0}</StatTile>
        </dl>

        <Reels ref={reels} strips={REEL_STRIPS} spin={spin} instant={reduced} winning={win ? win.result.reels : []} onLanded={onLanded} />

        <p className={styles.outcome} aria-live="polite">
          {spinning ? 'Spinning…' : last ? last.text : 'Press Spin or the space bar to play.'}
        </p>

        {!betCheck.ok && <Message tone="warning">{betCheck.message}</Message>}

        <div className={styles.controls}>
          <div className={styles.bet} role="group" aria-label="Bet">
            <Button onClick={() => changeBet(bet - 1)} disabled={spinning || bet <= MIN_BET} aria-label="Lower bet">
              −
            </Button>
            <output className={styles.betValue} aria-live="polite" aria-label={`Bet ${bet} credit${bet === 1 ? '' : 's'}`}>
              {bet}
            </output>
            <Button onClick={() => changeBet(bet + 1)} disabled={spinning || bet >= MAX_BET} aria-label="Raise bet">
              +
            </Button>
            <Button size="sm" variant="ghost" onClick={() => changeBet(Math.min(MAX_BET, wallet.credits))} disabled={spinning || bet === Math.min(MAX_BET, Math.max(MIN_BET, wallet.credits))}>
              Max bet
            </Button>
          </div>
          {broke ? (
            <Button variant="primary" className={styles.spin} onClick={() => save(refill(walletRef.current))}>
              Refill {START_CREDITS} credits
            </Button>
          ) : (
            <Button variant="primary" className={styles.spin} onClick={startSpin} disabled={spinning || short}>
              {spinning ? 'Spinning…' : `Spin (${bet})`}
            </Button>
          )}
        </div>
        {broke && <Message tone="info">Out of credits! They’re only play money, so have another {START_CREDITS} on the house.</Message>}
        {short && <Message tone="warning">Not enough credits for that bet: lower it to keep playing.</Message>}
      </section>

      <Paytable paytable={PAYTABLE} strips={REEL_STRIPS} lastWin={win?.result.rule ?? null} />

      <section className={`th-card ${styles.stats}`} aria-label="Your records">
        <dl className={styles.meter}>
          <StatTile label="Spins">{wallet.spins}</StatTile>
          <StatTile label="Biggest win">{wallet.biggestWin}</StatTile>
          <StatTile label="Most credits">{wallet.peak}</StatTile>
        </dl>
        <div className="th-row">
          <Button size="sm" variant="ghost" disabled={spinning || wallet.spins === 0} onClick={() => save(NEW_WALLET)}>
            Start over
          </Button>
        </div>
        {storageLost && <p className="th-hint">This browser isn’t saving your credits, so they will reset after you leave.</p>}
      </section>
    </div>
  );
}
