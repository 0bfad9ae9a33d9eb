import { Box, Callout, Flex, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import type { ComponentProps, ReactNode } from 'react';

type NoticeTone = 'info' | 'warning' | 'error' | 'success';
type CalloutProps = ComponentProps<typeof Callout.Root>;

/** Each tone's colour and icon (a notice may name others: a blue hint, a broken-link icon). */
const TONES: Record<NoticeTone, { color: CalloutProps['color']; icon: ReactNode }> = {
  info: { color: 'gray', icon: <InfoCircledIcon /> },
  warning: { color: 'amber', icon: <ExclamationTriangleIcon /> },
  error: { color: 'red', icon: <ExclamationTriangleIcon /> },
  success: { color: 'green', icon: <CheckCircledIcon /> },
};

export interface NoticeProps extends Omit<CalloutProps, 'title' | 'children' | 'color'> {
  tone?: NoticeTone;
  /** A bold first line; the text then goes below it. */
  title?: ReactNode;
  /** A button or link under the text, or beside it with `actionBeside` (wrapping below on a phone). */
  action?: ReactNode;
  actionBeside?: boolean;
  /** Instead of the tone's own. */
  icon?: ReactNode;
  color?: CalloutProps['color'];
  children?: ReactNode;
}

/**
 * A callout: information, a warning, an error or a success, with an optional bold title and an
 * action. Role and test id pass through (`role="alert"` for what must be announced).
 */
export function Notice({ tone = 'info', title, action, actionBeside, icon, color, children, ...root }: NoticeProps) {
  const plain = title === undefined && action === undefined;
  const text = (
    <Box style={{ minWidth: 0 }}>
      {title !== undefined && (
        <Text as="div" weight="bold" size="2">
          {title}
        </Text>
      )}
      {children !== undefined && children !== null && children !== false && (
        <Text as="p" size="2" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      )}
      {action !== undefined && !actionBeside && <Box mt="2">{action}</Box>}
    </Box>
  );
  return (
    <Callout.Root color={color ?? TONES[tone].color} {...root}>
      <Callout.Icon>{icon ?? TONES[tone].icon}</Callout.Icon>
      {plain ? (
        <Callout.Text style={{ overflowWrap: 'anywhere' }}>{children}</Callout.Text>
      ) : actionBeside ? (
        <Flex justify="between" align="center" gap="3" wrap="wrap" style={{ width: '100%' }}>
          {text}
          {action}
        </Flex>
      ) : (
        text
      )}
    </Callout.Root>
  );
}
