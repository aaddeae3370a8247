export type EventSubscriber = (payload: string) => void;

/** A subscriber that throws is dropped, so a broken connection cannot stop the others. */
export function createEventHub() {
  const subscribers = new Set<EventSubscriber>();
  return {
    subscribe(subscriber: EventSubscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    publish(payload: string): void {
      for (const subscriber of subscribers) {
        try {
          subscriber(payload);
        } catch {
          subscribers.delete(subscriber);
        }
      }
    },
    get size() {
      return subscribers.size;
    },
  };
}
export type EventHub = ReturnType<typeof createEventHub>;
