import { useId, type ReactNode } from 'react';
import sections from './sections.module.css';

interface ResultCardProps {
  heading: ReactNode;
  /** Added to the card's own classes, e.g. a tool's min-width. */
  className?: string;
  children: ReactNode;
}

/** A tool's result: a card, named by its heading, holding the status, the output and its buttons. */
export function ResultCard({ heading, className, children }: ResultCardProps) {
  const headingId = useId();
  return (
    <section className={`th-card ${sections.card}${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
