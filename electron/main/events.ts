import type { WebContents } from 'electron';
import { desktopEvents, type DesktopEventName, type DesktopEventPayload } from '../ipc/events.ts';

/** Sends one of main's events to the renderer, its payload checked against events.ts first. */
export function sendEvent<E extends DesktopEventName>(
  contents: WebContents | undefined,
  event: E,
  payload: DesktopEventPayload<E>,
): void {
  if (!contents || contents.isDestroyed()) return;
  const { channel, payload: schema } = desktopEvents[event];
  contents.send(channel, schema.parse(payload));
}
