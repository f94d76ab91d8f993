import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, CopyButton, Message, drawFromDeck, readStored, remainingInDeck, useStoredState, writeStored, type DeckState, type ToolProps } from '@toolhub/shared';
import { useShortcutKeys } from '../../keyboard/useShortcutKeys';
import { DILEMMAS } from './data/dilemmas';
import {
  answeredCount,
  dilemmasIn,
  findDilemma,
  openSession,
  parseThemeFilter,
  percentages,
  questionText,
  recordAnswer,
  reshuffleNotice,
  restoreTallies,
  shareUrl,
  tallyFor,
  themeLabel,
  timesLabel,
  type Choice,
  type Dilemma,
  type Tallies,
  type ThemeFilter,
} from './logic';
import { OptionButton } from './OptionButton';
import { shareLink, type ShareOutcome } from './share';
import { ThemePicker } from './ThemePicker';
import styles from './styles.module.css';

const SEEN_KEY = 'toolhub:would-you-rather:seen';
const TALLIES_KEY = 'toolhub:would-you-rather:answers';
const ALL_IDS = DILEMMAS.map((d) => d.id);

const SHARE_MESSAGE: Record<ShareOutcome, string> = {
  shared: 'Shared!',
  copied: 'Link copied: paste it anywhere to share this dilemma.',
  cancelled: '',
  failed: 'Could not copy automatically. Copy the link below instead.',
};

export default function WouldYouRatherTool(_props: ToolProps) {
  const [params, setParams] = useSearchParams();
  const themeParam = params.get('theme');
  const parsedTheme = parseThemeFilter(themeParam ?? 'all');
  const theme: ThemeFilter = parsedTheme ?? 'all';

  const [opening] = useState(() => openSession(DILEMMAS, readStored<unknown>(SEEN_KEY, null), params.get('d'), theme));
  const [seen, setSeen] = useState<DeckState>(opening.seen);
  const [notice, setNotice] = useState<string | null>(opening.notice);
  const current = findDilemma(DILEMMAS, params.get('d')) ?? opening.first;

  const [tallies, setTallies] = useStoredState<Tallies>(TALLIES_KEY, (stored) => restoreTallies(stored, ALL_IDS));
  const [answer, setAnswer] = useState<{ id: string; choice: Choice } | null>(null);
  const [share, setShare] = useState<{ outcome: ShareOutcome; url: string } | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const headingId = useId();
  const linkId = useId();

  useEffect(() => {
    writeStored(SEEN_KEY, seen);
  }, [seen]);

  // Theme and dilemma change together, so both go into one URL update.
  function showInUrl(id: string, nextTheme: ThemeFilter) {
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (nextTheme === 'all') updated.delete('theme');
        else updated.set('theme', nextTheme);
        updated.set('d', id);
        return updated;
      },
      { replace: true },
    );
  }

  function nextDilemma(forTheme: ThemeFilter = theme) {
    const draw = drawFromDeck(seen, dilemmasIn(DILEMMAS, forTheme).map((d) => d.id));
    if (!draw) return;
    setSeen(draw.state);
    setShare(null);
    setConfirmingClear(false);
    setNotice(draw.reshuffled ? reshuffleNotice(forTheme) : null);
    showInUrl(draw.id, forTheme);
  }

  const chosen = current && answer?.id === current.id ? answer.choice : null;

  function choose(choice: Choice) {
    if (!current) return;
    setTallies((t) => recordAnswer(t, current.id, choice, chosen));
    setAnswer({ id: current.id, choice });
  }

  async function onShare() {
    if (!current) return;
    const url = shareUrl(window.location.href, current.id);
    const outcome = await shareLink({ title: 'Would you rather…', text: questionText(current), url });
    setShare(outcome === 'cancelled' ? null : { outcome, url });
  }

  useShortcutKeys({ '1': () => choose('a'), '2': () => choose('b'), n: () => nextDilemma() });

  const tally = current ? tallyFor(tallies, current.id) : { a: 0, b: 0 };
  const percent = percentages(tally);
  const total = tally.a + tally.b;
  const pool = dilemmasIn(DILEMMAS, theme);
  const left = remainingInDeck(seen, pool.map((d) => d.id));
  const answered = answeredCount(tallies);

  const optionFor = (dilemma: Dilemma, choice: Choice) => (
    <OptionButton
      choice={choice}
      text={dilemma[choice]}
      chosen={chosen === choice}
      result={chosen ? { count: tally[choice], percent: percent[choice] } : null}
      onChoose={choose}
    />
  );

  return (
    <div className={`th-stack ${styles.tool}`}>
      <ThemePicker value={theme} onChange={(t) => nextDilemma(t)} />

      {parsedTheme === null && (
        <Message tone="warning">The link asked for an unknown theme (“{themeParam}”), so all themes are in play.</Message>
      )}
      {notice && <Message tone="info">{notice}</Message>}

      {current && (
        <section className="th-card th-stack" aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.prompt}>
            Would you rather…
          </h2>
          <div className={styles.options}>
            {optionFor(current, 'a')}
            <span className={styles.or} aria-hidden="true">
              or
            </span>
            {optionFor(current, 'b')}
          </div>
          <p className={styles.status} aria-live="polite">
            {chosen
              ? `You've answered this one ${timesLabel(total)} in this browser: ${percent.a}% “${current.a}”, ${percent.b}% “${current.b}”.`
              : 'Pick one. Keys: 1 or 2 to choose, N for the next dilemma.'}
          </p>
          <div className="th-row">
            <Button variant="primary" aria-keyshortcuts="N" onClick={() => nextDilemma()}>
              Next dilemma
            </Button>
            <Button onClick={onShare}>Share</Button>
            <CopyButton text={questionText(current)} label="Copy question" />
          </div>
          {share && (
            <div className="th-stack">
              <Message tone={share.outcome === 'failed' ? 'warning' : 'success'}>{SHARE_MESSAGE[share.outcome]}</Message>
              {share.outcome === 'failed' && (
                <div className="th-field">
                  <label htmlFor={linkId}>Link to this dilemma</label>
                  <input id={linkId} className="th-input" readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
                </div>
              )}
            </div>
          )}
        </section>
      )}

      <footer className={styles.footer}>
        <p className="th-hint">
          {left} of {pool.length} dilemmas in {themeLabel(theme)} left before any repeat. You have answered {answered} of{' '}
          {DILEMMAS.length} in this browser.
        </p>
        {answered > 0 &&
          (confirmingClear ? (
            <div className="th-row" role="group" aria-label="Confirm clearing answers">
              <span className="th-hint">Forget all your answers?</span>
              <Button
                size="sm"
                onClick={() => {
                  setTallies({});
                  setAnswer(null);
                  setConfirmingClear(false);
                }}
              >
                Yes, clear them
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirmingClear(false)}>
                Keep them
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirmingClear(true)}>
              Clear my answers
            </Button>
          ))}
      </footer>
    </div>
  );
}
