import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  afterNextPaint,
  Button,
  CheckField,
  CopyButton,
  copyText,
  markDealt,
  Message,
  readStored,
  restoreDeck,
  remainingInDeck,
  Segmented,
  SelectField,
  TextField,
  useQueryState,
  writeStored,
  type DeckState,
  type ToolProps,
} from '@toolhub/shared';
import { useQueryChoice, useQueryField, useQueryFlag } from '../../forms/useQueryField';
import { AnimalCard } from './AnimalCard';
import {
  ALL_IDS,
  ANIMALS,
  COUNT_MAX,
  DECK_KEY,
  GROUP_CHOICES,
  GROUP_NAMES,
  HABITAT_CHOICES,
  HABITAT_NAMES,
  animalsFor,
  animalsFromParam,
  animalsParam,
  describeFilter,
  drawAnimals,
  formatAnimals,
  readCount,
  shareLink,
  type Animal,
  type GroupChoice,
  type HabitatChoice,
} from './logic';
import styles from './styles.module.css';

const GROUP_OPTIONS = GROUP_CHOICES.map((group) => ({ value: group, label: GROUP_NAMES[group] }));
const HABITAT_OPTIONS = HABITAT_CHOICES.map((habitat) => ({ value: habitat, label: HABITAT_NAMES[habitat] }));

type Note = { tone: 'success' | 'info' | 'warning'; text: string } | null;

function emptyPoolText(group: GroupChoice, habitat: HabitatChoice): string {
  return `There are no ${describeFilter(group, habitat)} in this collection. Choose another group or habitat.`;
}

export default function RandomAnimalTool(_props: ToolProps) {
  const id = useId();
  const [aParam, setA] = useQueryState('a', '');
  const [group, setGroup] = useQueryChoice('group', GROUP_CHOICES, 'all');
  const [habitat, setHabitat] = useQueryChoice('habitat', HABITAT_CHOICES, 'any');
  const [countText, setCountText] = useQueryField('n', '1');
  const [quiz, setQuiz] = useQueryFlag('quiz', false);
  const count = readCount(countText);

  // The first animals: those a shared link names, else a fresh draw for the filters.
  const [boot] = useState(() => {
    const stored = restoreDeck(readStored<unknown>(DECK_KEY, null), ALL_IDS);
    const linked = animalsFromParam(aParam);
    if (linked.animals.length > 0) {
      const deck = linked.animals.reduce((state, animal) => markDealt(state, animal.id), stored);
      return { animals: linked.animals, deck, broken: linked.broken };
    }
    const pool = animalsFor(group, habitat);
    const draw = drawAnimals(stored, pool.length > 0 ? pool : ANIMALS, count.ok ? count.value : 1);
    return { animals: draw.animals, deck: draw.deck, broken: linked.broken };
  });
  const [deck, setDeck] = useState<DeckState>(boot.deck);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState<Note>(
    boot.broken ? { tone: 'warning', text: 'That link names animals that are not in this collection; showing the ones it could find, or new ones.' } : null,
  );

  const linked = animalsFromParam(aParam).animals;
  const shown = linked.length > 0 ? linked : boot.animals;
  const pool = animalsFor(group, habitat);
  const left = remainingInDeck(deck, pool.map((animal) => animal.id));

  useEffect(() => {
    writeStored(DECK_KEY, deck);
  }, [deck]);

  // The address always names the animals on screen, so a copied address shares them too. Written
  // after the tool's first paint: a change of address renders the page again, which the click that
  // opens the tool need not wait for.
  useEffect(() => {
    if (animalsFromParam(aParam).animals.length === 0) return afterNextPaint(() => setA(animalsParam(boot.animals)));
  }, [aParam, boot, setA]);

  function deal(nextGroup: GroupChoice, nextHabitat: HabitatChoice, howMany: number) {
    const nextPool = animalsFor(nextGroup, nextHabitat);
    if (nextPool.length === 0) {
      setNote(null);
      return;
    }
    const draw = drawAnimals(deck, nextPool, howMany);
    setDeck(draw.deck);
    setA(animalsParam(draw.animals));
    setRevealed(new Set());
    if (howMany > nextPool.length) {
      const what = describeFilter(nextGroup, nextHabitat);
      setNote({ tone: 'info', text: `There are only ${nextPool.length} ${what} in this collection, so here ${nextPool.length === 1 ? 'it is' : 'they all are'}.` });
    } else if (draw.reshuffled) {
      setNote({ tone: 'info', text: `You have now met every one of the ${describeFilter(nextGroup, nextHabitat)}; a new round has started.` });
    } else {
      setNote(null);
    }
  }

  const batchSize = count.ok ? count.value : Math.max(shown.length, 1);

  function changeGroup(next: GroupChoice) {
    setGroup(next);
    deal(next, habitat, batchSize);
  }

  function changeHabitat(next: HabitatChoice) {
    setHabitat(next);
    deal(group, next, batchSize);
  }

  function changeCount(text: string) {
    setCountText(text);
    const reading = readCount(text);
    if (reading.ok && reading.value !== shown.length) deal(group, habitat, reading.value);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (count.ok) deal(group, habitat, count.value);
  }

  async function share() {
    const url = shareLink(window.location.href, shown);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: shown.length === 1 ? `Random animal: ${shown[0]!.name}` : 'Random animals', url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    const copied = await copyText(url);
    setNote(copied ? { tone: 'success', text: 'Link copied. It opens these animals for whoever you send it to.' } : { tone: 'warning', text: `Copy this link to share: ${url}` });
  }

  const plural = batchSize > 1;
  const hiddenCount = quiz ? shown.filter((animal) => !revealed.has(animal.id)).length : 0;
  const spoken = quiz
    ? `${shown.length === 1 ? 'A mystery animal' : `${shown.length} mystery animals`}. Read the clues and reveal when ready.`
    : shown.map((animal: Animal) => animal.name).join(', ');

  return (
    <div className={`th-columns ${styles.tool}`}>
      <form className={`th-card th-stack ${styles.settings}`} onSubmit={submit} aria-labelledby={`${id}-settings`} noValidate>
        <h2 id={`${id}-settings`} className={styles.heading}>
          Choose animals
        </h2>
        <Segmented legend="Group" variant="chips" options={GROUP_OPTIONS} value={group} onChange={changeGroup} />
        <SelectField label="Habitat" value={habitat} options={HABITAT_OPTIONS} onChange={changeHabitat} />
        <TextField
          label="How many"
          value={countText}
          onChange={changeCount}
          inputMode="numeric"
          error={count.ok ? null : count.message}
          hint={`1 to ${COUNT_MAX}, never the same animal twice in one go`}
          className={styles.count}
        />
        <CheckField
          label="Guessing game"
          checked={quiz}
          onChange={(on) => {
            setQuiz(on);
            setRevealed(new Set());
          }}
          hint="Hide names, pictures and facts until you reveal them."
        />
        {pool.length === 0 ? (
          <Message tone="warning">{emptyPoolText(group, habitat)}</Message>
        ) : (
          <p className="th-hint" aria-live="polite">
            {left === 0
              ? `You have met all ${pool.length} ${describeFilter(group, habitat)}; the next draw starts a new round.`
              : `${left} of ${pool.length} ${describeFilter(group, habitat)} still to meet before any repeats.`}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={!count.ok || pool.length === 0}>
          {plural ? 'New animals' : 'New animal'}
        </Button>
      </form>

      <section className={`th-stack ${styles.results}`} aria-labelledby={`${id}-result`}>
        <div className="th-head-row">
          <h2 id={`${id}-result`}>{quiz ? 'Guess the animal' : shown.length > 1 ? 'Your animals' : 'Your animal'}</h2>
          <div className={styles.resultActions}>
            {quiz && hiddenCount > 0 && (
              <Button size="sm" onClick={() => setRevealed(new Set(shown.map((animal) => animal.id)))}>
                Reveal all
              </Button>
            )}
            {(!quiz || hiddenCount === 0) && <CopyButton size="sm" text={() => formatAnimals(shown)} label={shown.length > 1 ? 'Copy all' : 'Copy'} />}
            <Button size="sm" onClick={share}>
              Share
            </Button>
          </div>
        </div>
        {note && <Message tone={note.tone}>{note.text}</Message>}
        <ol className={styles.cards} aria-label={quiz ? 'Mystery animals' : 'Animals'}>
          {shown.map((animal, index) => (
            <li key={animal.id}>
              <AnimalCard
                animal={animal}
                position={index + 1}
                hidden={quiz && !revealed.has(animal.id)}
                onReveal={() => setRevealed((current) => new Set([...current, animal.id]))}
              />
            </li>
          ))}
        </ol>
        <p className="th-visually-hidden" aria-live="polite">
          {spoken}
        </p>
        <p className={`th-hint ${styles.credit}`}>
          {ANIMALS.length} animals, each described from the organisation or publication named on its card; conservation statuses are global IUCN Red List
          categories.
        </p>
      </section>
    </div>
  );
}
