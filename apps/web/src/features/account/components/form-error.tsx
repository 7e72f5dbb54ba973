/** The message of a refused form, read out when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive-strong">
      {message}
    </p>
  );
}
