import { useState } from 'react';
import { Button, CopyButton, Message, Segmented, useQueryState, useStoredState, type DeckState, type ToolProps } from '@toolhub/shared';
import { useShortcutKeys } from '../../keyboard/useShortcutKeys';
import { themeOptions } from '../../ui/theme-options';
import { CustomPanel } from './CustomPanel';
import { PROMPTS } from './data/prompts';
import {
  DEFAULT_FINGERS,
  DEFAULT_RATING,
  DEFAULT_SCORING,
  DEFAULT_THEME,
  RATINGS,
  THEMES,
  changeOthers,
  dealPrompt,
  leftInDeck,
  parseFingers,
  parseRating,
  parseScoring,
  parseTheme,
  promptPool,
  restoreCustom,
  restoreGame,
  restorePromptDeck,
  sentence,
  showCard,
  tally,
  themeLabel,
  toggleHave,
  type CustomPrompt,
  type Game,
  type ThemeFilter,
} from './logic';
import { PlayersPanel } from './PlayersPanel';
import styles from './styles.module.css';

const GAME_KEY = 'toolhub:never-have-i-ever:game';
const DECK_KEY = 'toolhub:never-have-i-ever:deck';
const CUSTOM_KEY = 'toolhub:never-have-i-ever:custom';

const THEME_OPTIONS = themeOptions<ThemeFilter>([{ id: 'all', label: 'All', icon: '🎲' }, ...THEMES, { id: 'mine', label: 'Mine', icon: '✍️' }], styles.icon);
const RATING_OPTIONS = RATINGS.map((r) => ({ value: r.id, label: r.label }));

export default function NeverHaveIEverTool(_props: ToolProps) {
  const [themeParam, setTheme] = useQueryState('theme', DEFAULT_THEME);
  const [ratingParam, setRating] = useQueryState('age', DEFAULT_RATING);
  const [scoringParam, setScoring] = useQueryState('score', DEFAULT_SCORING);
  const [fingersParam, setFingers] = useQueryState('fingers', DEFAULT_FINGERS);
  const theme = parseTheme(themeParam) ?? DEFAULT_THEME;
  const rating = parseRating(ratingParam) ?? DEFAULT_RATING;
  const scoring = parseScoring(scoringParam) ?? DEFAULT_SCORING;
  const fingers = parseFingers(fingersParam) ?? DEFAULT_FINGERS;
  const unknown = [
    parseTheme(themeParam) === null && `theme “${themeParam}”`,
    parseRating(ratingParam) === null && `age rating “${ratingParam}”`,
    parseScoring(scoringParam) === null && `scoring “${scoringParam}”`,
    parseFingers(fingersParam) === null && `finger count “${fingersParam}”`,
  ].filter(Boolean);

  const [custom, setCustom] = useStoredState<CustomPrompt[]>(CUSTOM_KEY, restoreCustom);
  const [deck, setDeck] = useStoredState<DeckState>(DECK_KEY, (stored) => restorePromptDeck(stored, PROMPTS, custom));
  const [game, setGame] = useStoredState<Game>(GAME_KEY, restoreGame);
  const [notice, setNotice] = useState<string | null>(null);


  const pool = promptPool(PROMPTS, custom, theme, rating);
  const left = leftInDeck(deck, pool);

  function next() {
    const deal = dealPrompt(deck, pool);
    if (!deal) {
      setNotice(theme === 'mine' ? 'You have no prompts of your own yet: add some under “Your own prompts”.' : 'There are no prompts for this choice.');
      return;
    }
    setDeck(deal.deck);
    setGame((g) => showCard(g, deal.prompt));
    setNotice(deal.reshuffled ? `That was every prompt in ${themeLabel(theme)}: the deck has been reshuffled.` : null);
  }

  const card = game.card;
  const keys: Record<string, () => void> = { n: next };
  game.players.slice(0, 9).forEach((p, i) => {
    keys[String(i + 1)] = () => setGame((g) => toggleHave(g, p.name));
  });
  useShortcutKeys(keys);

  const count = card ? tally(card) : 0;
  const ratingHint = RATINGS.find((r) => r.id === rating)?.hint;

  return (
    <div className={`th-columns ${styles.tool}`}>
      <div className="th-stack">
        <Segmented legend="Theme" variant="chips" options={THEME_OPTIONS} value={theme} onChange={setTheme} />
        <div className="th-field">
          <Segmented legend="Age rating" options={RATING_OPTIONS} value={rating} onChange={setRating} />
          <span className="th-hint">{ratingHint}</span>
        </div>
        {unknown.length > 0 && <Message tone="warning">The link asked for an unknown {unknown.join(', ')}, so the default is used.</Message>}
        {theme === 'mine' && custom.length === 0 && <Message tone="info">“Mine” plays only your own prompts: add some under “Your own prompts”.</Message>}

        <section className={`th-card ${styles.card}`} aria-live="polite" aria-atomic="true" aria-label={card ? `Round ${game.round}` : 'Ready'}>
          {card ? (
            <>
              <p className={styles.round}>Round {game.round}</p>
              <p className={styles.cardText}>{sentence(card.text)}</p>
            </>
          ) : (
            <>
              <p className={styles.round}>Ready?</p>
              <p className={styles.cardText}>Press Next card. Anyone who has done it says “I have”.</p>
            </>
          )}
        </section>

        {notice && <Message tone="info">{notice}</Message>}

        <div className={styles.actions}>
          <Button variant="primary" className={styles.bigButton} aria-keyshortcuts="N" onClick={next}>
            {card ? 'Next card' : 'First card'}
          </Button>
          {card && <CopyButton text={sentence(card.text)} label="Copy" />}
        </div>

        {card && (
          <section className="th-card th-stack" aria-labelledby="nhie-tally">
            <div className="th-head-row">
              <h2 id="nhie-tally" className={styles.panelTitle}>
                Who has?
              </h2>
              <output className={styles.tally} aria-live="polite">
                {count} {count === 1 ? 'person has' : 'people have'}
              </output>
            </div>
            {game.players.length > 0 && (
              <div className={styles.haves} role="group" aria-label="I have">
                {game.players.map((p, i) => {
                  const pressed = card.haves.includes(p.name);
                  return (
                    <Button
                      key={p.name}
                      size="sm"
                      aria-pressed={pressed}
                      aria-keyshortcuts={i < 9 ? String(i + 1) : undefined}
                      onClick={() => setGame((g) => toggleHave(g, p.name))}
                    >
                      {p.name}: I have{pressed ? ' ✓' : ''}
                    </Button>
                  );
                })}
              </div>
            )}
            <div className="th-row">
              <span className="th-hint">{game.players.length > 0 ? 'Others:' : 'Count hands:'}</span>
              <Button size="sm" aria-label="One more has" onClick={() => setGame((g) => changeOthers(g, 1))}>
                +1
              </Button>
              <Button size="sm" aria-label="One fewer has" disabled={card.others === 0} onClick={() => setGame((g) => changeOthers(g, -1))}>
                −1
              </Button>
            </div>
          </section>
        )}

        <p className="th-hint">
          {left} of {pool.length} prompts in {themeLabel(theme)} left before any repeat. Keys: N next card
          {game.players.length > 0 ? ', 1–9 toggle a player’s “I have”' : ''}.
        </p>

        {game.history.length > 0 && (
          <details className={styles.history}>
            <summary>Earlier cards ({game.history.length})</summary>
            <ol className="th-list">
              {game.history.map((h, i) => (
                <li key={`${game.round - 1 - i}`}>
                  {sentence(h.text)} <span className={styles.historyCount}>({h.count} had)</span>
                </li>
              ))}
            </ol>
          </details>
        )}
      </div>

      <div className="th-stack">
        <PlayersPanel game={game} onChange={setGame} scoring={scoring} onScoring={setScoring} fingers={fingers} onFingers={setFingers} />
        <CustomPanel
          custom={custom}
          onChange={(list) => {
            setCustom(list);
            setDeck((d) => restorePromptDeck(d, PROMPTS, list));
          }}
        />
      </div>
    </div>
  );
}
