import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_MESSAGE_MAX } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';

/**
 * The reply box of a ticket (spec 001 §2.11): Enter sends, Shift+Enter adds a line, only a
 * trimmed text that is not empty goes. `onSend` resolves when the reply is stored.
 */
export function ReplyBox({
  onSend,
  busy,
}: {
  onSend: (text: string) => Promise<unknown>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');

  function send() {
    const mensaje = text.trim();
    if (mensaje === '' || busy) return;
    onSend(mensaje).then(
      () => setText(''),
      () => undefined,
    );
  }

  // An IME composing a word keeps its Enter.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor="ticket-reply" className="text-sm font-medium">
        {t('support.ticket.reply')}
      </label>
      <Textarea
        id="ticket-reply"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={TICKET_MESSAGE_MAX}
        aria-describedby="ticket-reply-hint"
        data-testid="ticket-reply"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="ticket-reply-hint" className="text-xs text-muted-foreground">
          {t('support.ticket.replyHint')}
        </p>
        <Button
          onClick={send}
          disabled={text.trim() === '' || busy}
          data-testid="ticket-reply-send"
        >
          {t('support.ticket.send')}
        </Button>
      </div>
    </div>
  );
}
