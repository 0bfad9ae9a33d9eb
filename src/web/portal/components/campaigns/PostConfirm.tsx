import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { questionStore } from './question';

/**
 * A yes/no question a post's action asks before it runs (Publish now; Regenerate over a text edited
 * by hand; issue 24), in the app's own dialog. `askPostConfirm` asks from any action (a card's in
 * My Campaigns or in the calendar's panel) and answers whether the user confirmed;
 * `<PostConfirmHost />`, once on the screen, shows it.
 */
interface Question {
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  variant?: 'danger' | 'default';
  answer: (confirmed: boolean) => void;
}

const store = questionStore<Omit<Question, 'answer'>, boolean>(false);

export const askPostConfirm = (question: Omit<Question, 'answer'>): Promise<boolean> => store.ask(question);

export function PostConfirmHost() {
  const question = store.useQuestion();
  return (
    <ConfirmDialog
      open={question !== null}
      title={question?.title}
      text={question?.text}
      confirmLabel={question?.confirmLabel}
      cancelLabel={question?.cancelLabel}
      variant={question?.variant ?? 'default'}
      onConfirm={() => question?.answer(true)}
      onCancel={() => question?.answer(false)}
    />
  );
}
