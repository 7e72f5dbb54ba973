import { MapPin } from 'lucide-react';
import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 font-bold text-foreground"
      aria-label="LeadAtlas"
    >
      <span className="inline-flex h-7 w-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <MapPin className="h-4 w-4" aria-hidden />
      </span>
      <span>LeadAtlas</span>
    </Link>
  );
}
