import { useTranslation } from 'react-i18next';
import type { TicketMessage, TicketSender } from '@leadatlas/shared';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

/** A ticket's conversation, oldest first; `own` is the side of the one reading it. */
export function TicketThread({ messages, own }: { messages: TicketMessage[]; own: TicketSender }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="space-y-3" data-testid="ticket-thread">
      {messages.map((message) => {
        const mine = message.sender === own;
        return (
          <li
            key={message.id}
            className={cn('flex', mine ? 'justify-end' : 'justify-start')}
            data-sender={message.sender}
          >
            <div
              className={cn(
                'max-w-[85%] rounded-lg border px-4 py-3 text-sm',
                mine ? 'border-primary/30 bg-accent' : 'border-border bg-card',
              )}
            >
              <p className="mb-1 text-xs text-muted-foreground">
                {message.sender === 'support'
                  ? t('support.ticket.support')
                  : own === 'user'
                    ? t('support.ticket.you')
                    : t('support.ticket.customer')}{' '}
                ·{' '}
                <time dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt, i18n.language)}
                </time>
              </p>
              <p className="whitespace-pre-wrap break-words">{message.mensaje}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
