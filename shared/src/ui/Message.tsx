import type { ReactNode } from 'react';

export interface MessageProps {
  tone: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
  className?: string;
}

/** An inline message; errors are announced (role="alert"), the rest politely (role="status"). */
export function Message({ tone, children, className }: MessageProps) {
  return (
    <div
      className={className ? `th-message ${className}` : 'th-message'}
      data-tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
