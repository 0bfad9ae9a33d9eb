import { AlertDialog, Badge, Button, Checkbox, Flex, Text } from '@radix-ui/themes';
import { MagicWandIcon } from '@radix-ui/react-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplianceFinding } from '../../../../modules/ai/index';
import { questionStore } from './question';

/**
 * Scheduling or publishing a post with compliance findings on an account without sign-off (issues
 * 23 and 24): the same confirmation as an approval, each finding listed and ticked as read before
 * the call goes on. `askFindingsRead` opens it from any action on one post (a card's, the
 * calendar's; Schedule all has its own list, PostsFindingsConfirm) and answers whether the user confirmed; `<FindingsConfirmHost />`, once on the screen,
 * shows it. With `wording`, the findings are part of an action's own question (Publish now asks
 * once: its question lists them, and its button confirms both).
 */
export interface FindingsWording {
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
}

interface Question {
  /** The post's findings. */
  findings: ComplianceFinding[];
  /** Apply suggestion on a finding (issue 24): the question is declined and the wording put in the text instead. */
  onApply?: (finding: ComplianceFinding) => void;
  /** The action's own question (title, what it does, its buttons); without it, the findings confirmation's. */
  wording?: FindingsWording;
  answer: (confirmed: boolean) => void;
}

const store = questionStore<Omit<Question, 'answer'>, boolean>(false);

export const askFindingsRead = (findings: ComplianceFinding[], onApply?: (finding: ComplianceFinding) => void, wording?: FindingsWording): Promise<boolean> =>
  store.ask({ findings, onApply, wording });

export function FindingsConfirmHost() {
  const { t } = useTranslation('campaigns');
  const question = store.useQuestion();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const findings = question?.findings ?? [];
  const wording = question?.wording;
  const allRead = findings.every((_, i) => ticked.has(i));
  const close = (confirmed: boolean) => {
    setTicked(new Set());
    question?.answer(confirmed);
  };
  return (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => !open && close(false)}>
      <AlertDialog.Content maxWidth="520px" data-testid="findings-confirm">
        <AlertDialog.Title>{wording?.title ?? t('approval.confirmFindingsTitle')}</AlertDialog.Title>
        <AlertDialog.Description size="2" style={{ overflowWrap: 'anywhere' }}>
          {wording?.text ?? (findings.length ? t('approval.confirmFindingsText') : t('approval.confirmFindings'))}
        </AlertDialog.Description>
        {wording && findings.length > 0 && (
          <Text as="p" size="2" weight="medium" mt="3">
            {t('approval.confirmFindingsLead', { count: findings.length })}
          </Text>
        )}
        {findings.length > 0 && (
          <Flex direction="column" gap="2" mt="3">
            <FindingsChecklist
              findings={findings}
              ticked={ticked}
              onTicked={setTicked}
              suggestions
              onApply={
                question?.onApply &&
                ((finding) => {
                  question.onApply!(finding);
                  close(false);
                })
              }
            />
          </Flex>
        )}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {wording?.cancelLabel ?? t('approval.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button onClick={() => close(true)} disabled={!allRead}>
            {wording?.confirmLabel ?? t('approval.confirmFindingsGo')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/**
 * Each compliance finding of a post with a box to tick as read (its category, the words and, with
 * `suggestions`, the suggested wording, and Apply suggestion when `onApply` is given): the
 * approval's and the scheduling confirmation's list.
 */
export function FindingsChecklist({
  findings,
  ticked,
  onTicked,
  suggestions = false,
  onApply,
}: {
  findings: ComplianceFinding[];
  ticked: ReadonlySet<number>;
  onTicked: (update: (ticked: ReadonlySet<number>) => ReadonlySet<number>) => void;
  suggestions?: boolean;
  onApply?: (finding: ComplianceFinding) => void;
}) {
  const { t: tc } = useTranslation('compliance');
  const { t } = useTranslation('campaigns');
  return findings.map((f, i) => (
    <Text as="label" size="2" key={`${f.category}-${i}`}>
      <Flex gap="2" align="start">
        <Checkbox
          checked={ticked.has(i)}
          onCheckedChange={(checked) =>
            onTicked((s) => {
              const next = new Set(s);
              if (checked === true) next.add(i);
              else next.delete(i);
              return next;
            })
          }
        />
        <span style={{ overflowWrap: 'anywhere' }}>
          <Badge color="amber" variant="soft" mr="1">
            {tc(`categories.${f.category}`, { defaultValue: f.category })}
          </Badge>
          {tc('found', { text: f.text })}
          {suggestions && f.suggestion && (
            <Text as="div" size="1" color="gray">
              {tc('suggestion', { suggestion: f.suggestion })}
            </Text>
          )}
          {suggestions && f.suggestion && onApply && (
            <Button size="1" variant="soft" color="amber" mt="1" onClick={() => onApply(f)} data-testid="apply-suggestion">
              <MagicWandIcon /> {t('card.applySuggestion')}
            </Button>
          )}
        </span>
      </Flex>
    </Text>
  ));
}
