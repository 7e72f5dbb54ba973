import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button';
import { cn } from '../../lib/cn';

/** A router link that looks like a button. */
export function LinkButton({
  to,
  variant = 'outline',
  size = 'md',
  className,
  children,
  onClick,
  'data-testid': testId,
}: {
  to: string;
  variant?: 'primary' | 'outline' | 'ghost' | 'secondary';
  size?: 'sm' | 'md';
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'data-testid'?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(buttonClass(variant, size), className)}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Link>
  );
}
