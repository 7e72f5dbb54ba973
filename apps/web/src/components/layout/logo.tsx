import { MapPin } from 'lucide-react';
import { Link } from 'react-router';

/** `compactOnPhone`: only the mark below 640 px, when the header needs the room. */
export function Logo({
  to = '/',
  compactOnPhone = false,
}: {
  to?: string;
  compactOnPhone?: boolean;
}) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 font-bold text-foreground"
      aria-label="LeadAtlas"
    >
      <span className="inline-flex h-7 w-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <MapPin className="h-4 w-4" aria-hidden />
      </span>
      <span className={compactOnPhone ? 'hidden sm:inline' : undefined}>LeadAtlas</span>
    </Link>
  );
}
