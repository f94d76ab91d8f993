import { useId } from 'react';
import { Button, CopyButton } from '@toolhub/shared';
import { GROUP_EMOJI, GROUP_SINGULAR, HABITAT_NAMES, STATUS_NAMES, formatAnimal, maskName, type Animal } from './logic';
import styles from './styles.module.css';

interface AnimalCardProps {
  animal: Animal;
  /** 1-based place in the batch, for the guessing game's "Mystery animal 2". */
  position: number;
  /** Guessing game: the name, picture and fact stay hidden until revealed. */
  hidden: boolean;
  onReveal: () => void;
}

export function AnimalCard({ animal, position, hidden, onReveal }: AnimalCardProps) {
  const id = useId();
  const clue = (text: string) => (hidden ? maskName(text, animal) : text);
  return (
    <article className={`th-stack ${styles.card}`} aria-labelledby={`${id}-name`}>
      <div className={styles.cardHead}>
        <span className={styles.emoji} aria-hidden="true">
          {hidden ? '❓' : (animal.emoji ?? GROUP_EMOJI[animal.group])}
        </span>
        <div className={styles.names}>
          <h3 id={`${id}-name`} className={styles.name}>
            {hidden ? `Mystery animal ${position}` : animal.name}
          </h3>
          {!hidden && (
            <p className={styles.scientific}>
              <i lang="la">{animal.scientific}</i>
            </p>
          )}
        </div>
      </div>
      <ul className={`th-tags ${styles.tags}`} aria-label="Classification and status">
        <li>
          {GROUP_SINGULAR[animal.group]} · class {animal.taxonClass}
        </li>
        {animal.status && (
          <li className={styles.status} data-status={animal.status}>
            {STATUS_NAMES[animal.status]}
          </li>
        )}
      </ul>
      <p className={styles.about}>{clue(animal.about)}</p>
      <dl className={styles.details}>
        <dt>Lives in</dt>
        <dd>{clue(animal.range)}</dd>
        <dt>Habitat</dt>
        <dd>{animal.habitats.map((habitat) => HABITAT_NAMES[habitat]).join(', ')}</dd>
        <dt>Diet</dt>
        <dd>{clue(animal.diet)}</dd>
        {animal.status && (
          <>
            <dt>Status</dt>
            <dd>{STATUS_NAMES[animal.status]} (IUCN Red List)</dd>
          </>
        )}
      </dl>
      {hidden ? (
        <Button onClick={onReveal} aria-label={`Reveal mystery animal ${position}`}>
          Reveal
        </Button>
      ) : (
        <>
          <p className={styles.fact}>
            <strong>Did you know?</strong> {animal.fact}
          </p>
          <div className={styles.cardFoot}>
            <p className={styles.source}>Source: {animal.source}</p>
            <CopyButton size="sm" text={() => formatAnimal(animal)} aria-label={`Copy the ${animal.name} card`} />
          </div>
        </>
      )}
    </article>
  );
}
