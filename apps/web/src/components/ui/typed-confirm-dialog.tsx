import { useState, type FormEvent, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button, buttonClass } from './button';
import { Input } from './input';

/**
 * Asks for something typed again (an email, a name) before an action that cannot be undone.
 * The confirm button waits until `matches` accepts the text; the server checks it again. Its
 * text is cleared whenever the dialog closes.
 */
export function TypedConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  note,
  children,
  label,
  matches,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  onConfirm,
  inputId,
  'data-testid': testId,
}: {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** A second paragraph under the description. */
  note?: string;
  /** Under the field (an error). */
  children?: ReactNode;
  label: string;
  matches: (typed: string) => boolean;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: (typed: string) => void;
  inputId: string;
  /** The confirm button's test id. */
  'data-testid'?: string;
}) {
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches(typed) && !pending) onConfirm(typed);
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setTyped('');
      }}
    >
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold break-words">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </AlertDialog.Description>
          {note && <p className="mt-2 text-sm text-muted-foreground">{note}</p>}
          <form className="mt-4 space-y-2" onSubmit={submit}>
            <label htmlFor={inputId} className="block text-sm font-medium break-words">
              {label}
            </label>
            <Input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
            {children}
            <div className="flex flex-wrap justify-end gap-2 pt-4">
              <AlertDialog.Cancel className={buttonClass('outline')}>
                {cancelLabel}
              </AlertDialog.Cancel>
              <Button
                type="submit"
                variant="destructive"
                disabled={!matches(typed) || pending}
                data-testid={testId}
              >
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
