import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentMeta } from '../app/useDocumentMeta';
import './legal.css';

/** The frame both legal pages share: title, date, a readable column and a way back. */
export function LegalPage({ title, description, updated, children }: { title: string; description: string; updated: string; children: ReactNode }) {
  useDocumentMeta(title, description);
  return (
    <article className="page legal">
      <header className="legal-header">
        <h1>{title}</h1>
        <p className="legal-updated">Last updated {updated}</p>
      </header>
      {children}
      <p className="legal-back">
        <Link to="/">Back to all tools</Link>
      </p>
    </article>
  );
}
