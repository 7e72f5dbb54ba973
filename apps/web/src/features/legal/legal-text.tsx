import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/** `[label](/path)`: only paths of this app, so the legal texts can never link elsewhere. */
const IN_APP_LINK = /\[([^\]]+)\]\((\/[a-z0-9/-]*)\)/g;

/** A legal paragraph with its in-app links as router links. */
export function LegalText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(IN_APP_LINK)) {
    const [whole, label, to] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link
        to={to!}
        className="font-medium text-primary underline underline-offset-4 hover:no-underline"
      >
        {label}
      </Link>,
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
