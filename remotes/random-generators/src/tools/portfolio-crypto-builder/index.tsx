import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { afterNextPaint, Button, CopyButton, Message, Segmented, SelectField, type ToolProps } from '@toolhub/shared';
import { useQueryBatch } from '../../forms/useQueryField';
import { coinById } from '../random-crypto/data/coins';
import { capProblem } from './caps';
import { Donut } from './Donut';
import { HoldingsTable } from './HoldingsTable';
import { buildPortfolio, portfolioCsv, portfolioText, rerollWeights, ruleBreaks, swapCoin, toggleLock, type Built, type Holding } from './logic';
import { MAX_COINS, MIN_COINS, PROFILES, PROFILE_IDS, formatBp, type ProfileId } from './profiles';
import { decodeMix, encodeMix } from './share';
import controls from '../../ui/controls.module.css';
import layout from '../../ui/layout.module.css';
import styles from './styles.module.css';

const DEFAULT_PROFILE: ProfileId = 'balanced';
const DEFAULT_COUNT = 6;
const COUNTS = Array.from({ length: MAX_COINS - MIN_COINS + 1 }, (_, i) => MIN_COINS + i);
const PROFILE_OPTIONS = PROFILE_IDS.map((p) => ({
  value: p,
  label: (
    <>
      <strong>{PROFILES[p].name}</strong> <small>{PROFILES[p].summary}</small>
    </>
  ),
}));

export default function PortfolioCryptoBuilderTool(_props: ToolProps) {
  const id = useId();
  const location = useLocation();
  const [params] = useSearchParams();
  const writeQuery = useQueryBatch();
  const riskParam = params.get('risk') ?? DEFAULT_PROFILE;
  const profileId = (PROFILE_IDS as readonly string[]).includes(riskParam) ? (riskParam as ProfileId) : DEFAULT_PROFILE;
  const profile = PROFILES[profileId];
  const mixParam = params.get('mix') ?? '';

  const fromLink = decodeMix(mixParam);
  // A missing or broken portfolio in the link gets a fresh one, written back so the page can be shared.
  const [fallback] = useState<Holding[]>(() => {
    if (fromLink) return fromLink;
    const built = buildPortfolio(DEFAULT_COUNT, profile);
    // Every profile meets its caps with the default count; an empty start would still show the caps message.
    return built.ok ? built.holdings : [];
  });
  const [brokenLink] = useState(() => mixParam !== '' && fromLink === null);
  const holdings = fromLink ?? fallback;
  const [notes, setNotes] = useState<string[]>([]);
  const [swapNote, setSwapNote] = useState<string | null>(null);
  // A coin count the caps could not meet stays chosen (with its message) until one can be built.
  const [requestedCount, setRequestedCount] = useState<number | null>(null);

  const save = useCallback(
    (next: readonly Holding[], nextProfile: ProfileId) => writeQuery({ mix: [encodeMix(next), ''], risk: [nextProfile, DEFAULT_PROFILE] }),
    [writeQuery],
  );

  const linkReadable = fromLink !== null;
  // Written after the tool's first paint: a change of address renders the page again, which the
  // click that opens the tool need not wait for.
  useEffect(() => {
    if (!linkReadable) return afterNextPaint(() => save(fallback, profileId));
  }, [linkReadable, fallback, profileId, save]);

  const lockedCount = holdings.filter((h) => h.locked).length;
  const count = requestedCount !== null && requestedCount >= lockedCount ? requestedCount : holdings.length;
  const problem = capProblem(profile, count);

  /**
   * Shows a new portfolio, or, when the caps cannot be met, keeps the portfolio on screen and the
   * user's choices (the profile in the link, the count in the menu) so the message can say why.
   */
  function apply(built: Built, nextProfile: ProfileId, wantedCount: number) {
    setSwapNote(null);
    if (!built.ok) {
      setRequestedCount(wantedCount === holdings.length ? null : wantedCount);
      if (nextProfile !== profileId) save(holdings, nextProfile);
      return;
    }
    setRequestedCount(null);
    setNotes(built.notes);
    save(built.holdings, nextProfile);
  }

  function swap(index: number) {
    const next = swapCoin(holdings, index);
    const name = coinById(holdings[index]?.id ?? '')?.name ?? 'this coin';
    if (next) {
      setSwapNote(null);
      save(next, profileId);
    } else setSwapNote(`There is no other coin of the same kind left to swap ${name} for.`);
  }

  const allLocked = lockedCount === holdings.length;
  // Re-rolling could only break the caps or repeat the same refusal; the message says what to change.
  const cannotReroll = allLocked || problem !== null;
  const breaks = ruleBreaks(holdings, profile);
  const query = new URLSearchParams({ risk: profileId, mix: encodeMix(holdings) }).toString();
  const link = `${window.location.origin}${location.pathname}?${query}`;

  return (
    <div className={styles.tool}>
      <section className={`th-card th-stack ${styles.settings}`} aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`} className={layout.heading}>
          Settings
        </h2>
        <Segmented
          legend="Risk profile"
          variant="chips"
          options={PROFILE_OPTIONS}
          value={profileId}
          onChange={(p) => apply(buildPortfolio(count, PROFILES[p], holdings), p, count)}
          className={controls.choiceList}
        />
        <SelectField
          id={`${id}-count`}
          label="Number of coins"
          value={String(count)}
          options={COUNTS.map((n) => ({ value: String(n), label: String(n), disabled: n < lockedCount }))}
          error={problem?.message}
          hint={lockedCount > MIN_COINS ? `Unlock coins to choose fewer than ${lockedCount}.` : undefined}
          onChange={(value) => {
            const wanted = Number(value);
            apply(buildPortfolio(wanted, profile, holdings), profileId, wanted);
          }}
        />
        <div className={styles.actions}>
          <Button
            variant="primary"
            onClick={() => apply(buildPortfolio(holdings.length, profile, holdings), profileId, holdings.length)}
            disabled={cannotReroll}
          >
            Re-roll portfolio
          </Button>
          <Button onClick={() => apply(rerollWeights(holdings, profile), profileId, holdings.length)} disabled={cannotReroll}>
            Re-roll weights
          </Button>
        </div>
        <p className="th-hint">Lock a coin to keep it and its weight when re-rolling; swap replaces a coin with another of the same kind at the same weight.</p>
      </section>

      <section className={`th-card th-stack ${styles.result}`} aria-labelledby={`${id}-portfolio`}>
        <div className="th-head-row">
          <h2 id={`${id}-portfolio`}>Your random portfolio</h2>
          <div className={styles.copyRow}>
            <CopyButton size="sm" text={() => portfolioText(holdings, profile)} label="Copy as text" />
            <CopyButton size="sm" text={() => portfolioCsv(holdings)} label="Copy as CSV" />
            <CopyButton size="sm" text={link} label="Copy share link" />
          </div>
        </div>
        {brokenLink && <Message tone="warning">The portfolio in this link could not be read, so here is a new one.</Message>}
        {allLocked && <Message tone="info">Every coin is locked. Unlock one to re-roll.</Message>}
        {notes.map((note) => (
          <Message key={note} tone="info">
            {note}
          </Message>
        ))}
        {breaks.length > 0 && notes.length === 0 && (
          <Message tone="warning">
            This portfolio does not follow every {profile.name.toLowerCase()} rule: {breaks.join(' ')}
          </Message>
        )}
        {swapNote && <Message tone="info">{swapNote}</Message>}
        <div className={styles.chartLayout}>
          <Donut holdings={holdings} profileName={profile.name} />
          <HoldingsTable
            holdings={holdings}
            captionId={`${id}-portfolio`}
            onToggleLock={(i) => {
              setSwapNote(null);
              save(toggleLock(holdings, i), profileId);
            }}
            onSwap={swap}
          />
        </div>
        <p className="th-visually-hidden" aria-live="polite">
          {`${profile.name} portfolio: ${holdings.map((h) => `${coinById(h.id)?.name ?? h.id} ${formatBp(h.bp)}`).join(', ')}.`}
        </p>
      </section>

      <Message tone="warning" className={styles.advice}>
        Not financial advice. This portfolio is picked at random for fun and learning; it knows nothing about prices, your
        finances or your goals. Cryptocurrencies are volatile and can lose all their value.
      </Message>
    </div>
  );
}
