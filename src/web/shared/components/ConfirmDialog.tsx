import { AlertDialog, Button, Flex, Spinner } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Escape, a click outside or Cancel: not while busy. */
  onCancel: () => void;
  /** Red confirm button: something that cannot be undone. */
  variant?: 'danger' | 'default';
  /** The confirmed action runs: both buttons wait, the dialog stays open. */
  busy?: boolean;
  /** The confirm button's label while busy; without one it shows a spinner beside its label. */
  busyLabel?: ReactNode;
}

/**
 * A yes/no question before something that matters (Radix AlertDialog: focus stays in it, Escape
 * cancels). The caller closes it: at once on confirm, or when the action it started is done.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  variant = 'danger',
  busy = false,
  busyLabel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <AlertDialog.Content maxWidth="450px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialog.Cancel>
          <Button color={variant === 'danger' ? 'red' : undefined} onClick={onConfirm} disabled={busy}>
            {busy && busyLabel !== undefined ? (
              busyLabel
            ) : busy ? (
              <>
                <Spinner /> {confirmLabel}
              </>
            ) : (
              confirmLabel
            )}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
