import { AlertDialog, Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { CheckCircledIcon, CheckIcon, ChatBubbleIcon, ResetIcon, UploadIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, api, portalFetcher } from '../../../shared/api';
import { Notice } from '../../../shared/components/Notice';
import { useToast } from '../../../shared/toast';
import { formatDateTime } from '../../dates';
import { usePortal } from '../../hooks/usePortal';
import { FindingsChecklist } from './FindingsConfirm';
import type { BulkPost } from './types';

/**
 * Medical sign-off on a post card (issue 23), self-contained: who approved it and when (or who sent
 * it back, and why), and the actions the user's role allows: Submit for approval (a draft, on an
 * account that requires approval), Approve (ticking each compliance finding) and Send back (with a
 * comment) for a reviewer or a business admin. After a change every list of posts is read again.
 */
export function ApprovalPanel({ post, disabled, zone }: { post: BulkPost; disabled: boolean; zone?: string }) {
  const { t, i18n } = useTranslation('campaigns');
  const portal = usePortal();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  // Deduped with Setup's and the screen's own reads of it.
  const { data } = useSWR<{ companyInfo: { requireApproval?: boolean } | null }>('/api/v2/company-info', portalFetcher);
  const requireApproval = data?.companyInfo?.requireApproval ?? false;
  const [dialog, setDialog] = useState<null | 'approve' | 'sendBack'>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const role = portal?.user.role;
  const approver = role === 'business_admin' || role === 'reviewer';
  const findings = post.complianceFindings ?? [];
  const when = (date: string) => formatDateTime(date, i18n.language, zone);

  /** One of the post's calls; Apply suggestion (issue 24) from the approval's list is one too: the text changes, so the approval waits. */
  async function run(path: 'submit' | 'approve' | 'send-back' | 'apply-suggestion', body: object, done: string) {
    setBusy(true);
    try {
      await api(`/api/bulk-posts/${post.id}/${path}`, { method: 'POST', body });
      toast({ title: done, variant: 'success' });
      setDialog(null);
      await mutate((key) => typeof key === 'string' && key.startsWith('/api/bulk-posts'));
    } catch (error) {
      toast({ title: t('approval.failed'), description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const open = (which: 'approve' | 'sendBack') => {
    setTicked(new Set());
    setComment('');
    setDialog(which);
  };

  const canSubmit = requireApproval && ['draft', 'failed', 'missed'].includes(post.postStatus);
  const canDecide = approver && (post.postStatus === 'awaiting_approval' || (post.postStatus === 'draft' && requireApproval));
  const canSendBack =
    approver && ['awaiting_approval', 'approved', 'scheduled'].includes(post.postStatus) && (post.postStatus !== 'scheduled' || !!post.approval);
  if (!post.approval && !post.sentBack && !canSubmit && !canDecide && !canSendBack && post.postStatus !== 'awaiting_approval') return null;

  return (
    <Flex direction="column" gap="2" mt="2" data-testid="post-approval-panel">
      {post.approval && (
        <Text size="2" color="green" data-testid="post-approval">
          <CheckCircledIcon /> {t('approval.approvedBy', { by: post.approval.by, date: when(post.approval.at) })}
          {post.approval.findingsAcknowledged > 0 && (
            <Text color="gray"> · {t('approval.findingsAcknowledged', { count: post.approval.findingsAcknowledged })}</Text>
          )}
        </Text>
      )}
      {post.sentBack && (
        <Notice tone="warning" size="1" icon={<ChatBubbleIcon />} data-testid="post-sent-back">
          {t('approval.sentBackBy', { by: post.sentBack.by, date: when(post.sentBack.at) })}
          {post.sentBack.comment ? `: “${post.sentBack.comment}”` : ''}
        </Notice>
      )}
      {post.postStatus === 'awaiting_approval' && !approver && (
        <Text size="2" color="gray">
          {t('approval.awaiting')}
        </Text>
      )}
      {(canSubmit || canDecide || canSendBack) && (
        <Flex gap="2" wrap="wrap">
          {canSubmit && (
            <Button variant="soft" onClick={() => void run('submit', {}, t('approval.submitted'))} disabled={disabled || busy}>
              <UploadIcon /> {t('approval.submit')}
            </Button>
          )}
          {canDecide && (
            <Button color="green" onClick={() => open('approve')} disabled={disabled || busy}>
              <CheckIcon /> {t('approval.approve')}
            </Button>
          )}
          {canSendBack && (
            <Button variant="soft" color="orange" onClick={() => open('sendBack')} disabled={disabled || busy}>
              <ResetIcon /> {t('approval.sendBack')}
            </Button>
          )}
        </Flex>
      )}

      <AlertDialog.Root open={dialog !== null} onOpenChange={(next) => !next && !busy && setDialog(null)}>
        <AlertDialog.Content maxWidth="520px">
          <AlertDialog.Title>{dialog === 'approve' ? t('approval.approveTitle') : t('approval.sendBackTitle')}</AlertDialog.Title>
          <AlertDialog.Description size="2">{dialog === 'approve' ? t('approval.approveText') : t('approval.sendBackText')}</AlertDialog.Description>
          {dialog === 'approve' && findings.length > 0 && (
            <Flex direction="column" gap="2" mt="3" data-testid="approve-findings">
              <Text size="2" weight="medium">
                {t('approval.findingsTitle')}
              </Text>
              <FindingsChecklist
                findings={findings}
                ticked={ticked}
                onTicked={setTicked}
                suggestions
                onApply={(f) => void run('apply-suggestion', { start: f.start, end: f.end, text: f.text }, t('toasts.suggestionApplied'))}
              />
            </Flex>
          )}
          <Text as="label" size="2" weight="medium" mt="3" style={{ display: 'block' }}>
            {dialog === 'approve' ? t('approval.comment') : t('approval.commentRequired')}
            <TextArea mt="1" value={comment} onChange={(e) => setComment(e.target.value)} maxLength={1000} />
          </Text>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" disabled={busy}>
                {t('approval.cancel')}
              </Button>
            </AlertDialog.Cancel>
            {dialog === 'approve' ? (
              <Button
                color="green"
                disabled={busy || ticked.size < findings.length}
                onClick={() =>
                  void run(
                    'approve',
                    {
                      comment: comment.trim() || undefined,
                      ...(findings.length ? { acknowledgedFindings: true, findingsFingerprint: post.findingsFingerprint } : {}),
                    },
                    t('approval.approved'),
                  )
                }
              >
                <CheckIcon /> {t('approval.approve')}
              </Button>
            ) : (
              <Button
                color="orange"
                disabled={busy || !comment.trim()}
                onClick={() => void run('send-back', { comment: comment.trim() }, t('approval.sentBack'))}
              >
                <ResetIcon /> {t('approval.sendBack')}
              </Button>
            )}
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Flex>
  );
}
