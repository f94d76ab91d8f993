/** The writer's turn: a caption handed in while the others look away. */
import type { FormEvent, RefObject } from 'react';
import { Button } from '@toolhub/shared';
import { MAX_CAPTION_LENGTH } from './logic';

interface CaptionFormProps {
  writer: string;
  written: number;
  players: readonly string[];
  caption: string;
  setCaption: (caption: string) => void;
  captionProblem: string | null;
  setCaptionProblem: (problem: string | null) => void;
  captionId: string;
  captionRef: RefObject<HTMLTextAreaElement | null>;
  onHandIn: (event: FormEvent) => void;
}

export function CaptionForm({ writer, written, players, caption, setCaption, captionProblem, setCaptionProblem, captionId, captionRef, onHandIn }: CaptionFormProps) {
  return (
    <form className="th-stack" onSubmit={onHandIn} noValidate>
      <p className="th-hint">
        {written} of {players.length} written. Others look away: captions stay hidden until the vote.
      </p>
      <div className="th-field">
        <label htmlFor={captionId}>Caption by {writer}</label>
        <textarea
          id={captionId}
          ref={captionRef}
          className="th-textarea"
          rows={2}
          value={caption}
          aria-invalid={captionProblem ? true : undefined}
          aria-describedby={`${captionId}-${captionProblem ? 'error' : 'hint'}`}
          onChange={(event) => {
            setCaption(event.target.value);
            if (captionProblem) setCaptionProblem(null);
          }}
        />
        {captionProblem ? (
          <p id={`${captionId}-error`} className="th-field-error">
            {captionProblem}
          </p>
        ) : (
          <p id={`${captionId}-hint`} className="th-hint">
            {caption.trim().length} / {MAX_CAPTION_LENGTH} characters.
          </p>
        )}
      </div>
      <div className="th-row">
        <Button type="submit" variant="primary">
          Hand in and pass on
        </Button>
      </div>
    </form>
  );
}
