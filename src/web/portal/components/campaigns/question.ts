import { useSyncExternalStore } from 'react';

/**
 * A question an action asks in a dialog of the app's own and awaits (Publish now's confirmation, a
 * post's findings, Schedule all's findings): `ask` from any action, anywhere on the screen, answers
 * a promise; the dialog's host, once on the screen, reads the open question with `useQuestion` and
 * calls its `answer`. A new question answers the one still open with `unanswered`.
 */
export function questionStore<Q, A>(unanswered: A) {
  let current: (Q & { answer: (a: A) => void }) | null = null;
  const listeners = new Set<() => void>();
  const setCurrent = (next: typeof current) => {
    current = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    ask(question: Q): Promise<A> {
      current?.answer(unanswered);
      return new Promise((resolve) =>
        setCurrent({
          ...question,
          answer: (a: A) => {
            setCurrent(null);
            resolve(a);
          },
        }),
      );
    },
    useQuestion: () => useSyncExternalStore(subscribe, () => current),
  };
}
