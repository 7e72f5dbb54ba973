/** A minimal Server-Sent Events reader for tests: collects events until the stream ends. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

export async function readEvents(
  url: string,
  headers: Record<string, string>,
  options: { stopAfter?: (events: SseEvent[]) => boolean; timeoutMs?: number } = {},
): Promise<SseEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
  const events: SseEvent[] = [];
  try {
    const response = await fetch(url, { headers, signal: controller.signal });
    if (response.status !== 200) throw new Error(`SSE answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let index: number;
      while ((index = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        let id: string | undefined;
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('id: ')) id = line.slice(4);
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data.push(line.slice(6));
        }
        if (data.length === 0) continue;
        events.push({ id, event, data: JSON.parse(data.join('\n')) });
        if (options.stopAfter?.(events)) {
          controller.abort();
          return events;
        }
      }
    }
    return events;
  } catch (error) {
    if (controller.signal.aborted && options.stopAfter) return events;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
